import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { LIMITS } from '@starlit/contracts';
import { isPrice } from '@starlit/core/points';
import type { Db, Tx } from '../db/client';
import {
  discountCodes,
  economyConfig,
  pointProducts,
  redeemCodes,
  vipProducts,
} from '../db/schema-economy';
import { alphabetCode } from '../lib/crypto';
import { invalidate } from '../lib/caches';
import { economyRules, ruleSchemas, type RuleKey } from '../modules/points/rules';
import { AdminError, type AuditHook } from './change';

/**
 * Codes, products and the economy rules, for `npm run admin` and the operator console. A change
 * and its audit row (the optional hook) are written in one transaction; products and rules can
 * also be previewed (`apply: false`: the before and after, nothing written).
 */

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

/** A code as given (letters and digits, upper-cased), else 1001-style refusal; or a fresh one. */
function codeOf(given: string | undefined): string {
  if (!given) return alphabetCode(LIMITS.redeemLookupLength);
  const parsed = codeText.safeParse(given);
  if (!parsed.success) throw new AdminError('code: letters and digits only, at most 10');
  return parsed.data;
}

/**
 * Inserts a code into its table and writes its audit hook, in one transaction; a taken code is
 * refused plainly.
 */
async function insertCode<T extends typeof redeemCodes | typeof discountCodes>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
  hook?: AuditHook,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    // one statement for either table (drizzle types an insert by one table at a time)
    const [row] = (await tx
      .insert(table as typeof redeemCodes)
      .values(values as typeof redeemCodes.$inferInsert)
      .onConflictDoNothing()
      .returning()) as Array<T['$inferSelect']>;
    if (!row) throw new AdminError('that code exists already');
    await hook?.(tx, { target: row.code, before: null, after: row });
    return row;
  });
}

/** The optional fields every code has, as given (absent: none). */
const codeLimits = (input: {
  expiresAt?: Date | null;
  maxUses?: number | null;
  note?: string;
}) => ({
  expiresAt: input.expiresAt ?? null,
  maxUses: input.maxUses ?? null,
  note: input.note ?? '',
});

export async function createRedeemCode(db: Db, input: RedeemCodeInput, hook?: AuditHook) {
  if (!Number.isInteger(input.benefits) || input.benefits <= 0)
    throw new AdminError('benefits must be a positive integer (days or points)');
  return insertCode(
    db,
    redeemCodes,
    { code: codeOf(input.code), type: input.type, benefits: input.benefits, ...codeLimits(input) },
    hook,
  );
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

export async function createDiscountCode(db: Db, input: DiscountCodeInput, hook?: AuditHook) {
  if (
    !(input.tenths >= 0.1 && input.tenths < 10) ||
    Math.round(input.tenths * 10) !== input.tenths * 10
  )
    throw new AdminError('tenths must be 0.1 … 9.9 (8 = pay 80 %)');
  return insertCode(
    db,
    discountCodes,
    {
      code: codeOf(input.code),
      tenths: input.tenths,
      bonusDays: input.bonusDays ?? 0,
      bonusPoints: input.bonusPoints ?? 0,
      ...codeLimits(input),
    },
    hook,
  );
}

export const listDiscountCodes = (db: Db) =>
  db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt)).limit(500);

/** '' (or null) clears an optional product field */
const cleared = (v: unknown) => (v === '' ? null : v);
const optionalPrice = z.preprocess(
  cleared,
  z.string().refine(isPrice, 'a price like 2.99').nullable(),
);
const vipProductFields = z.object({
  months: z.number().int().min(1).max(120),
  price: z.string().refine(isPrice, 'a price like 19.90'),
  priceUsd: optionalPrice,
  saleTenths: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? Number(v) : cleared(v)),
    z
      .number()
      .min(0.1)
      .max(9.9)
      .refine((n) => Math.round(n * 10) === n * 10, 'one decimal (8.5 = pay 85 %)')
      .nullable(),
  ),
  saleEndsAt: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? new Date(v) : cleared(v)),
    z.date('a date (2027-01-31)').nullable(),
  ),
  acceptsDiscount: z.boolean(),
  sort: z.number().int(),
  active: z.boolean(),
});
const vipProductInput = vipProductFields
  // a sale is shown as limited-time, so it must say when it ends: no end, no sale
  .refine((p) => p.saleTenths === null || p.saleEndsAt !== null, {
    message: 'a sale (saleTenths) needs its end date (saleEndsAt)',
    path: ['saleEndsAt'],
  });
const pointProductInput = z.object({
  points: z.number().int().min(1),
  price: z.string().refine(isPrice, 'a price like 6.00'),
  priceUsd: optionalPrice,
  extraPoints: z.number().int().min(0),
  sort: z.number().int(),
  active: z.boolean(),
});

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AdminError(
      `invalid ${what}: ${result.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`,
    );
  return result.data;
}

/** Per kind of product: its table, its fields, the whole row's schema, a new row's defaults. */
const productKinds = {
  vip: {
    table: vipProducts,
    fields: vipProductFields,
    input: vipProductInput,
    defaults: {
      priceUsd: null,
      saleTenths: null,
      saleEndsAt: null,
      acceptsDiscount: false,
      sort: 0,
      active: true,
    },
  },
  points: {
    table: pointProducts,
    fields: pointProductInput,
    input: pointProductInput,
    defaults: { priceUsd: null, extraPoints: 0, sort: 0, active: true },
  },
} as const;

/** A product as it is and as the fields would leave it (only the given fields change). */
async function productChange(
  db: Db | Tx,
  kind: 'vip' | 'points',
  productId: string,
  fields: Record<string, unknown>,
) {
  if (!/^[a-z0-9_]{1,64}$/.test(productId)) throw new AdminError('product id: a-z, 0-9, _');
  const { table, fields: schema, input, defaults } = productKinds[kind];
  const patch = parsed(schema.partial() as z.ZodType<Record<string, unknown>>, fields, 'product');
  const [current] = (await db.select().from(table).where(eq(table.productId, productId))) as Array<
    Record<string, unknown>
  >;
  const { updatedAt: _u, productId: _p, ...was } = current ?? { updatedAt: null, productId };
  const row = parsed(
    input as z.ZodType<Record<string, unknown>>,
    { ...defaults, ...was, ...patch },
    'product',
  );
  return { before: current ? was : null, after: row };
}

/** What product:set would do, nothing written. */
export const previewProduct = (
  db: Db,
  kind: 'vip' | 'points',
  productId: string,
  fields: Record<string, unknown>,
) => productChange(db, kind, productId, fields);

/** Creates or edits a product; only the given fields change. Answers the saved row. */
export async function setProduct(
  db: Db,
  kind: 'vip' | 'points',
  productId: string,
  fields: Record<string, unknown>,
  hook?: AuditHook,
) {
  return db.transaction(async (tx) => {
    const change = await productChange(tx, kind, productId, fields);
    const set = { ...change.after, updatedAt: new Date() };
    const { table } = productKinds[kind];
    const [saved] = await tx
      .insert(table)
      .values({ productId, ...set } as typeof vipProducts.$inferInsert)
      .onConflictDoUpdate({ target: table.productId, set })
      .returning();
    await hook?.(tx, { target: productId, ...change });
    return saved!;
  });
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

/** A rule as it is and as the value would leave it (objects merged in), validated. */
async function configChange(db: Db, key: string, value: unknown) {
  if (!(key in ruleSchemas))
    throw new AdminError(`unknown key; one of ${Object.keys(ruleSchemas).join(', ')}`);
  const k = key as RuleKey;
  const current = (await showConfig(db))[k];
  const after = parsed(ruleSchemas[k] as z.ZodType<unknown>, mergeInto(current, value), key);
  return { before: current as unknown, after };
}

/** What config:set would do, nothing written. */
export const previewConfig = (db: Db, key: string, value: unknown) => configChange(db, key, value);

/** Sets one rule; objects are merged into the current value, then the whole is validated. */
export async function setConfig(db: Db, key: string, value: unknown, hook?: AuditHook) {
  const change = await configChange(db, key, value);
  await db.transaction(async (tx) => {
    await tx
      .insert(economyConfig)
      .values({ key, value: change.after, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: economyConfig.key,
        set: { value: change.after, updatedAt: new Date() },
      });
    await hook?.(tx, { target: key, ...change });
  });
  // every running instance drops its cached rules
  await invalidate(db, 'rules', '');
  return { key, value: change.after };
}
