import type { Db } from '../db/client';
import type { Config } from '../lib/config';
import { cliActor, writeAudit, type Actor } from '../operators/audit';
import {
  createOperator,
  disableOperator,
  listOperators,
  OperatorError,
  unlockOperator,
} from '../operators/accounts';
import { decideRequest, listRequests } from '../operators/grants';
import { refundWithAudit } from '../operators/refund';
import * as admin from '../operators/service';
import { AdminError, type AuditHook } from '../operators/service';

type Values = Record<string, string | boolean | undefined>;

export const USAGE = `npm run admin -- <command> [options]     (prints JSON)

  points:grant     --user <e-mail|phone|id> --amount <n> --note <why>   (negative n revokes)
  vip:grant        --user <e-mail|phone|id> --days <n> --note <why>     (negative n revokes)
  redeem:create    --type VIP|POINTS --benefits <days|points> [--code X] [--expires 2027-01-31]
                   [--max-uses n] [--note text]
  redeem:list
  discount:create  --tenths <0.1-9.9> [--code X] [--bonus-days n] [--bonus-points n]
                   [--expires date] [--max-uses n] [--note text]
  discount:list
  product:set      --kind vip|points --product <id> [--months n --price 19.90 --price-usd 2.99
                   --sale-tenths 8 --sale-ends 2027-01-31 (a sale needs its end; '' clears)
                   --accepts-discount true|false] [--points n --extra-points n] [--sort n] [--active true|false]
  product:list
  config:show
  config:set       --key <charges|vipCaps|freeDaily|checkIn|invite|follow|operatorCaps>
                   --value '<json>'
  order:refund     --order <order id> [--amount 9.90] --note <why>   (all that is left by default;
                   what the order granted is taken back when the provider confirms the refund)
  operator:create  --email <e-mail> --name <name> --role support|admin [--password <12+ chars>]
                   prints the TOTP secret, its otpauth:// address and the password, once
  operator:disable --email <e-mail>        cannot sign in; sessions end now
  operator:list                            with each operator's sign-in lock and failures
  operator:unlock  --email <e-mail|id> --note <why>   lifts a lock after failed sign-ins
  grant:list       [--status pending|approved|rejected]   support grants waiting for an admin
  grant:approve    --id <request id> --note <why>       makes the grant (one transaction)
  grant:reject     --id <request id> --note <why>
  backup           --out <file.tar.gz>     the embedded database (PGlite) as one file
  restore          --from <file.tar.gz>    replaces it (the old folder is kept beside it)

The CLI is the server's own operator: its grants are not held to the support operators'
caps (economy_config operatorCaps), and it can decide their requests like an admin.

Every command adds one row to the audit log (who ran it: the OS user; --note is kept with it);
backup and restore add theirs once done (after a restore, to the restored database).

With the embedded database (no DATABASE_URL), stop the server first: PGlite has one writer.
`;

function str(values: Values, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v === '') throw new AdminError(`--${name} is required`);
  return v;
}

function int(values: Values, name: string, required = true): number | undefined {
  const v = values[name];
  if (v === undefined) {
    if (required) throw new AdminError(`--${name} is required`);
    return undefined;
  }
  const n = Number(v);
  if (!Number.isInteger(n)) throw new AdminError(`--${name} must be an integer`);
  return n;
}

function date(values: Values, name: string): Date | null {
  const v = values[name];
  if (typeof v !== 'string') return null;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new AdminError(`--${name} must be a date (2027-01-31)`);
  return d;
}

function bool(values: Values, name: string): boolean | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  if (v === 'true' || v === 'false') return v === 'true';
  throw new AdminError(`--${name} must be true or false`);
}

/** Drops undefined fields so product edits only touch what was given. */
const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** Commands that write their own audit row (with the change, in its transaction). */
const SELF_AUDITED = new Set([
  'order:refund',
  'operator:create',
  'operator:disable',
  'operator:unlock',
  'grant:approve',
  'grant:reject',
]);

/**
 * Runs one command and leaves exactly one audit row: a change's row is written in the change's
 * own transaction (the hook); a read's row after it; a refund's (refundWithAudit, the console's
 * too) after the provider's answer.
 */
export async function runCommand(
  db: Db,
  command: string,
  v: Values,
  config?: Config,
  actor: Actor = cliActor(),
): Promise<unknown> {
  const note = typeof v.note === 'string' ? v.note.trim().slice(0, 200) : '';
  let audited = SELF_AUDITED.has(command);
  const hook: AuditHook = async (tx, change) => {
    audited = true;
    await writeAudit(tx, actor, { action: command, note, ...change });
  };
  let result: unknown;
  try {
    result = await execute(db, command, v, config, hook, actor, note);
  } catch (err) {
    if (err instanceof OperatorError) throw new AdminError(err.message);
    throw err;
  }
  if (!audited) {
    const target = ['order', 'user', 'key', 'product', 'email'].map((k) => v[k]).find(Boolean);
    await writeAudit(db, actor, {
      action: command,
      target: typeof target === 'string' ? target : '',
      after: null,
      note,
    });
  }
  return result;
}

/** What a redeem and a discount code both take: its text, expiry, use limit and note. */
const codeTerms = (v: Values) => ({
  code: v.code as string | undefined,
  expiresAt: date(v, 'expires'),
  maxUses: int(v, 'max-uses', false) ?? null,
  note: (v.note as string | undefined) ?? '',
});

async function execute(
  db: Db,
  command: string,
  v: Values,
  config: Config | undefined,
  hook: AuditHook,
  actor: Actor,
  note: string,
): Promise<unknown> {
  switch (command) {
    case 'points:grant':
      return admin.grantPoints(db, str(v, 'user'), int(v, 'amount')!, str(v, 'note'), hook);
    case 'vip:grant':
      return admin.grantVipDays(db, str(v, 'user'), int(v, 'days')!, str(v, 'note'), hook);
    case 'redeem:create': {
      const type = str(v, 'type').toUpperCase();
      if (type !== 'VIP' && type !== 'POINTS') throw new AdminError('--type must be VIP or POINTS');
      return admin.createRedeemCode(
        db,
        {
          type,
          benefits: int(v, 'benefits')!,
          ...codeTerms(v),
        },
        hook,
      );
    }
    case 'redeem:list':
      return admin.listRedeemCodes(db);
    case 'discount:create':
      return admin.createDiscountCode(
        db,
        {
          tenths: Number(str(v, 'tenths')),
          bonusDays: int(v, 'bonus-days', false),
          bonusPoints: int(v, 'bonus-points', false),
          ...codeTerms(v),
        },
        hook,
      );
    case 'discount:list':
      return admin.listDiscountCodes(db);
    case 'product:set': {
      const kind = str(v, 'kind');
      if (kind !== 'vip' && kind !== 'points') throw new AdminError('--kind must be vip or points');
      return admin.setProduct(
        db,
        kind,
        str(v, 'product'),
        defined({
          months: int(v, 'months', false),
          price: v.price,
          priceUsd: v['price-usd'],
          saleTenths: v['sale-tenths'],
          saleEndsAt: v['sale-ends'],
          acceptsDiscount: bool(v, 'accepts-discount'),
          points: int(v, 'points', false),
          extraPoints: int(v, 'extra-points', false),
          sort: int(v, 'sort', false),
          active: bool(v, 'active'),
        }),
        hook,
      );
    }
    case 'product:list':
      return admin.listProducts(db);
    case 'config:show':
      return admin.showConfig(db);
    case 'config:set': {
      let value: unknown;
      try {
        value = JSON.parse(str(v, 'value'));
      } catch {
        throw new AdminError('--value must be JSON');
      }
      return admin.setConfig(db, str(v, 'key'), value, hook);
    }
    case 'order:refund': {
      if (!config) throw new AdminError('order:refund needs the configuration');
      const amount = v.amount === undefined ? undefined : str(v, 'amount');
      return refundWithAudit(db, config, actor, str(v, 'order'), amount, str(v, 'note'));
    }
    case 'operator:create':
      return createOperator(db, actor, {
        email: str(v, 'email'),
        name: str(v, 'name'),
        role: str(v, 'role'),
        password: typeof v.password === 'string' ? v.password : undefined,
        note,
      });
    case 'operator:disable':
      return disableOperator(db, actor, str(v, 'email'), note);
    case 'operator:list':
      return listOperators(db);
    case 'operator:unlock':
      return unlockOperator(db, actor, str(v, 'email'), str(v, 'note'));
    case 'grant:list': {
      const status = (v.status as string | undefined) ?? 'pending';
      if (status !== 'pending' && status !== 'approved' && status !== 'rejected')
        throw new AdminError('--status must be pending, approved or rejected');
      return listRequests(db, status);
    }
    case 'grant:approve':
    case 'grant:reject':
      return decideRequest(db, actor, str(v, 'id'), command === 'grant:approve', str(v, 'note'));
    default:
      throw new AdminError(`unknown command "${command}"; run npm run admin -- help`);
  }
}
