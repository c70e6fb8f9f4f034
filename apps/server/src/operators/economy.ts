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
import type { AuditHook } from './service';
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

/** What the console sends for any new code, beside the fields of its kind. */
type CodeBody = { code?: string; expires?: string; maxUses?: number; note?: string };
type CodeLimits = { expiresAt: Date | null; maxUses: number | null; note: string };

/**
 * A new code made by `create`: it ends with its `expires` day (UTC), has no use cap unless
 * given one, and its note is also the note of its audit row (`action`).
 */
function newCode<B extends CodeBody, R>(
  op: OperatorInfo,
  action: string,
  body: B,
  create: (input: B & CodeLimits, hook: AuditHook) => Promise<R>,
) {
  const note = body.note ?? '';
  const input = { ...body, expiresAt: day(body.expires), maxUses: body.maxUses ?? null, note };
  return asParamError(() => create(input, auditHook(op, action, note)));
}

export async function createRedeem(
  db: Db,
  op: OperatorInfo,
  body: CodeBody & { type: 'VIP' | 'POINTS'; benefits: number },
) {
  const row = await newCode(op, 'redeem:create', body, (input, hook) =>
    createRedeemCode(db, input, hook),
  );
  return { ...codeRow(row), type: row.type as 'VIP' | 'POINTS' };
}

export async function createDiscount(
  db: Db,
  op: OperatorInfo,
  body: CodeBody & { tenths: number; bonusDays?: number; bonusPoints?: number },
) {
  const row = await newCode(op, 'discount:create', body, (input, hook) =>
    createDiscountCode(db, input, hook),
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
