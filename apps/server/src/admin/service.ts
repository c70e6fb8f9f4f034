import { desc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LIMITS } from '@starlit/contracts';
import { isPrice } from '@starlit/core/points';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import {
  discountCodes,
  economyConfig,
  pointProducts,
  redeemCodes,
  vipProducts,
} from '../db/schema-economy';
import { alphabetCode } from '../lib/crypto';
import { movePoints } from '../modules/points/ledger';
import { invalidate } from '../lib/caches';
import { economyRules, ruleSchemas, type RuleKey } from '../modules/points/rules';
import { changeVip, vipAccountOf } from '../modules/points/vip';

/**
 * Operator actions behind `npm run admin`. Every grant or revocation is a ledger (or VIP
 * grant) row with reason 'admin' and the operator's note, made in one transaction.
 */

export class AdminError extends Error {
  override name = 'AdminError';
}

/** A user by id, e-mail, or phone number (digits, with or without the area code). */
export async function findUser(db: Db, who: string): Promise<{ id: string; email: string | null }> {
  const needle = who.trim().toLowerCase();
  const digits = needle.replace(/[^\d]/g, '');
  const isUuid = /^[0-9a-f-]{36}$/.test(needle);
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      or(
        isUuid ? eq(users.id, needle) : sql`false`,
        eq(users.email, needle),
        digits ? eq(users.phone, digits) : sql`false`,
        digits ? sql`${users.areaCode} || ${users.phone} = ${digits}` : sql`false`,
      ),
    )
    .limit(2);
  if (rows.length !== 1) throw new AdminError(`no single user matches "${who}"`);
  return rows[0]!;
}

const note = (text: string | undefined) => {
  if (!text?.trim()) throw new AdminError('--note is required: say why');
  return text.trim().slice(0, 200);
};

export async function grantPoints(db: Db, who: string, amount: number, why: string) {
  if (!Number.isInteger(amount) || amount === 0)
    throw new AdminError('amount must be a non-zero integer');
  const user = await findUser(db, who);
  const detail = note(why);
  const moved = await db.transaction((tx) =>
    movePoints(tx, { userId: user.id, delta: amount, reason: 'admin', detail }),
  );
  return { userId: user.id, delta: amount, balance: moved.balance };
}

export async function grantVipDays(db: Db, who: string, days: number, why: string) {
  if (!Number.isInteger(days) || days === 0)
    throw new AdminError('days must be a non-zero integer');
  const user = await findUser(db, who);
  const detail = note(why);
  const expires = await db.transaction((tx) =>
    changeVip(tx, { userId: user.id, days, reason: 'admin', detail }),
  );
  // the user's row changed: every instance drops its view of the user
  await invalidate(db, 'user', user.id);
  return { userId: user.id, days, vipAccount: vipAccountOf(expires) };
}

const codeText = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]+$/, 'letters and digits only')
  .max(LIMITS.promoCodeMax);

export interface RedeemCodeInput {
  code?: string;
  type: 'VIP' | 'POINTS';
  benefits: number;
  expiresAt?: Date | null;
  maxUses?: number | null;
  note?: string;
}

export async function createRedeemCode(db: Db, input: RedeemCodeInput) {
  if (!Number.isInteger(input.benefits) || input.benefits <= 0)
    throw new AdminError('benefits must be a positive integer (days or points)');
  const code = input.code ? codeText.parse(input.code) : alphabetCode(LIMITS.redeemLookupLength);
  const [row] = await db
    .insert(redeemCodes)
    .values({
      code,
      type: input.type,
      benefits: input.benefits,
      expiresAt: input.expiresAt ?? null,
      maxUses: input.maxUses ?? null,
      note: input.note ?? '',
    })
    .returning();
  return row!;
}

export const listRedeemCodes = (db: Db) =>
  db.select().from(redeemCodes).orderBy(desc(redeemCodes.createdAt)).limit(500);

export interface DiscountCodeInput {
  code?: string;
  /** tenths of the price charged, 0.1 … 9.9 */
  tenths: number;
  bonusDays?: number;
  bonusPoints?: number;
  expiresAt?: Date | null;
  maxUses?: number | null;
  note?: string;
}

export async function createDiscountCode(db: Db, input: DiscountCodeInput) {
  if (
    !(input.tenths >= 0.1 && input.tenths < 10) ||
    Math.round(input.tenths * 10) !== input.tenths * 10
  )
    throw new AdminError('tenths must be 0.1 … 9.9 (8 = pay 80 %)');
  const code = input.code ? codeText.parse(input.code) : alphabetCode(LIMITS.redeemLookupLength);
  const [row] = await db
    .insert(discountCodes)
    .values({
      code,
      tenths: input.tenths,
      bonusDays: input.bonusDays ?? 0,
      bonusPoints: input.bonusPoints ?? 0,
      expiresAt: input.expiresAt ?? null,
      maxUses: input.maxUses ?? null,
      note: input.note ?? '',
    })
    .returning();
  return row!;
}

export const listDiscountCodes = (db: Db) =>
  db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt)).limit(500);

const vipProductInput = z.object({
  months: z.number().int().min(1).max(120),
  price: z.string().refine(isPrice, 'a price like 19.90'),
  realPrice: z.string().refine(isPrice, 'a price like 30.00'),
  acceptsDiscount: z.boolean(),
  sort: z.number().int(),
  active: z.boolean(),
});
const pointProductInput = z.object({
  points: z.number().int().min(1),
  price: z.string().refine(isPrice, 'a price like 6.00'),
  extraPoints: z.number().int().min(0),
  sort: z.number().int(),
  active: z.boolean(),
});

/** Creates or edits a product; only the given fields change. */
export async function setProduct(
  db: Db,
  kind: 'vip' | 'points',
  productId: string,
  fields: Record<string, unknown>,
) {
  if (!/^[a-z0-9_]{1,64}$/.test(productId)) throw new AdminError('product id: a-z, 0-9, _');
  if (kind === 'vip') {
    const patch = vipProductInput.partial().parse(fields);
    const [current] = await db
      .select()
      .from(vipProducts)
      .where(eq(vipProducts.productId, productId));
    const row = vipProductInput.parse({
      acceptsDiscount: false,
      sort: 0,
      active: true,
      ...current,
      ...patch,
    });
    const [saved] = await db
      .insert(vipProducts)
      .values({ productId, ...row, updatedAt: new Date() })
      .onConflictDoUpdate({ target: vipProducts.productId, set: { ...row, updatedAt: new Date() } })
      .returning();
    return saved!;
  }
  const patch = pointProductInput.partial().parse(fields);
  const [current] = await db
    .select()
    .from(pointProducts)
    .where(eq(pointProducts.productId, productId));
  const row = pointProductInput.parse({
    extraPoints: 0,
    sort: 0,
    active: true,
    ...current,
    ...patch,
  });
  const [saved] = await db
    .insert(pointProducts)
    .values({ productId, ...row, updatedAt: new Date() })
    .onConflictDoUpdate({ target: pointProducts.productId, set: { ...row, updatedAt: new Date() } })
    .returning();
  return saved!;
}

export async function listProducts(db: Db) {
  return {
    vip: await db.select().from(vipProducts).orderBy(vipProducts.sort),
    points: await db.select().from(pointProducts).orderBy(pointProducts.sort),
  };
}

/** The rules as stored (read afresh: the admin's handle keeps no cache). */
export async function showConfig(db: Db) {
  return economyRules(db);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Objects merge key by key (recursively); anything else replaces. */
function mergeInto(current: unknown, patch: unknown): unknown {
  if (!isObject(current) || !isObject(patch)) return patch;
  const out: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeInto(current[key], value);
  return out;
}

/** Sets one rule; objects are merged into the current value, then the whole is validated. */
export async function setConfig(db: Db, key: string, value: unknown) {
  if (!(key in ruleSchemas))
    throw new AdminError(`unknown key; one of ${Object.keys(ruleSchemas).join(', ')}`);
  const k = key as RuleKey;
  const current = (await showConfig(db))[k];
  const merged = mergeInto(current, value);
  const parsed = ruleSchemas[k].safeParse(merged);
  if (!parsed.success)
    throw new AdminError(
      `invalid ${key}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  await db
    .insert(economyConfig)
    .values({ key, value: parsed.data, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: economyConfig.key,
      set: { value: parsed.data, updatedAt: new Date() },
    });
  // every running instance drops its cached rules
  await invalidate(db, 'rules', '');
  return { key, value: parsed.data };
}
