import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { RUN_DIR } from './env';

/** The run's operator, made with `npm run admin -- operator:create` before the server starts. */
export const E2E_OPERATOR = {
  email: 'ops-e2e@example.com',
  name: 'E2E Ops',
  password: 'operator-pass-42',
} as const;

const FILE = path.join(RUN_DIR, 'operator.json');

/** The arguments of operator:create for the run's operator. */
export const operatorArgs = () => [
  'operator:create',
  '--email',
  E2E_OPERATOR.email,
  '--name',
  E2E_OPERATOR.name,
  '--role',
  'admin',
  '--password',
  E2E_OPERATOR.password,
];

/** Keeps what operator:create printed (its JSON: the TOTP secret) for the specs. */
export function saveOperator(printed: string): void {
  writeFileSync(FILE, printed);
}

/** The operator's TOTP secret (and password, when the command made one), or null. */
export function readOperator(): { secret: string; password: string } | null {
  if (!existsSync(FILE)) return null;
  const json = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  const secret = [json.secret, json.totpSecret, (json.totp as { secret?: unknown })?.secret].find(
    (value): value is string => typeof value === 'string',
  );
  if (!secret) return null;
  const password = typeof json.password === 'string' ? json.password : E2E_OPERATOR.password;
  return { secret, password };
}

/** The authenticator's current 6-digit code. */
export const totpCode = (secret: string) => generate({ secret });
