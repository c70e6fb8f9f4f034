import type { Db } from '../db/client';
import {
  createDiscountCode,
  createRedeemCode,
  listDiscountCodes,
  listProducts,
  listRedeemCodes,
  previewConfig,
  previewProduct,
  setConfig,
  setProduct,
  showConfig,
} from './service';
import { asParamError, auditHook } from './member-actions';
import { iso } from './rows';
import type { OperatorInfo } from './sessions';

/* Codes, products and rules for the console, through the same services as `npm run admin`. */

type CodeRow = { expiresAt: Date | null; createdAt: Date };
const codeRow = <T extends CodeRow>(r: T) => ({
  ...r,
  expiresAt: iso(r.expiresAt),
  createdAt: r.createdAt.toISOString(),
});

export async function codes(db: Db) {
  const [redeem, discount] = await Promise.all([listRedeemCodes(db), listDiscountCodes(db)]);
  return {
    redeem: redeem.map((r) => ({ ...codeRow(r), type: r.type as 'VIP' | 'POINTS' })),
    discount: discount.map(codeRow),
  };
}

const day = (d: string | undefined) => (d ? new Date(`${d}T23:59:59Z`) : null);

export async function createRedeem(
  db: Db,
  op: OperatorInfo,
  body: {
    type: 'VIP' | 'POINTS';
    benefits: number;
    code?: string;
    expires?: string;
    maxUses?: number;
    note?: string;
  },
) {
  const note = body.note ?? '';
  const row = await asParamError(() =>
    createRedeemCode(
      db,
      { ...body, expiresAt: day(body.expires), maxUses: body.maxUses ?? null, note },
      auditHook(op, 'redeem:create', note),
    ),
  );
  return { ...codeRow(row), type: row.type as 'VIP' | 'POINTS' };
}

export async function createDiscount(
  db: Db,
  op: OperatorInfo,
  body: {
    tenths: number;
    code?: string;
    bonusDays?: number;
    bonusPoints?: number;
    expires?: string;
    maxUses?: number;
    note?: string;
  },
) {
  const note = body.note ?? '';
  const row = await asParamError(() =>
    createDiscountCode(
      db,
      { ...body, expiresAt: day(body.expires), maxUses: body.maxUses ?? null, note },
      auditHook(op, 'discount:create', note),
    ),
  );
  return codeRow(row);
}

const plainProduct = <T extends { updatedAt: Date }>({ updatedAt: _u, ...rest }: T) => rest;

export async function products(db: Db) {
  const all = await listProducts(db);
  return {
    vip: all.vip.map((row) => ({
      ...plainProduct(row),
      saleEndsAt: row.saleEndsAt ? row.saleEndsAt.toISOString() : null,
    })),
    points: all.points.map(plainProduct),
  };
}

/** A product change: previewed (apply false) or made with its audit row. */
export async function changeProduct(
  db: Db,
  op: OperatorInfo,
  body: {
    kind: 'vip' | 'points';
    productId: string;
    fields: Record<string, unknown>;
    apply: boolean;
    note?: string;
  },
) {
  const preview = await asParamError(() =>
    previewProduct(db, body.kind, body.productId, body.fields),
  );
  if (!body.apply) return preview;
  const note = body.note ?? '';
  await asParamError(() =>
    setProduct(db, body.kind, body.productId, body.fields, auditHook(op, 'product:set', note)),
  );
  return preview;
}

export const config = (db: Db) => showConfig(db) as Promise<Record<string, unknown>>;

/** A rule change: previewed (apply false) or made with its audit row. */
export async function changeConfig(
  db: Db,
  op: OperatorInfo,
  body: { key: string; value: unknown; apply: boolean; note?: string },
) {
  const preview = await asParamError(() => previewConfig(db, body.key, body.value));
  if (!body.apply) return preview;
  await asParamError(() =>
    setConfig(db, body.key, body.value, auditHook(op, 'config:set', body.note ?? '')),
  );
  return preview;
}
