import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, found from this file so the server can start from any directory. */
const defaultWebDist = path.resolve(here, '../../../web/dist');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every environment variable the server reads, with its default.
 * README.md's configuration table mirrors this schema.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log one line per request (method, path, status, time); refusals and errors are always logged. */
  LOG_REQUESTS: bool.default(false),
  /** Folder for the embedded database and uploaded files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** The address people use to reach the app (links in e-mails, OAuth return addresses). */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** The built web app served at /. */
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  TRUST_PROXY: bool.default(false),
  /** smtp:// or smtps:// URL; unset = codes are written to the log as [outbox] lines. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Starlit <no-reply@starlit.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Sent at the token endpoint (Google web clients need it). */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID provider: its /.well-known/openid-configuration names every endpoint. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  TWITTER_CLIENT_ID: z.string().min(1).optional(),
  TWITTER_CLIENT_SECRET: z.string().min(1).optional(),
  TWITTER_AUTH_URL: z.url().default('https://twitter.com/i/oauth2/authorize'),
  TWITTER_TOKEN_URL: z.url().default('https://api.twitter.com/2/oauth2/token'),
  TWITTER_USERINFO_URL: z.url().default('https://api.twitter.com/2/users/me'),
  /** Timeout for calls to OAuth providers, in milliseconds. */
  OAUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  /** Bodies larger than this are refused (bytes); uploads have their own limits. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Verification codes one IP may request per hour (1005 beyond); raised for test harnesses. */
  CODE_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** How long sessions and checkLogin's user view are cached in-process; 0 turns the cache off. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30000),
  /** Card checkout through Stripe; unset = the built-in sandbox checkout (test mode). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  /** Verifies webhook signatures; required with STRIPE_SECRET_KEY (the sandbox makes its own). */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Another Stripe API address (a local mock in tests). */
  STRIPE_API_URL: z.url().optional(),
  /**
   * The test-mode sandbox checkout (grants without payment) when no Stripe key is set.
   * Unset: on only when PUBLIC_URL is a loopback address; true/false forces it on or off.
   */
  PAYMENTS_SANDBOX: bool.optional(),
  /** Suffix of the checkout e-mail made for accounts without one: <account>@<userId><suffix>. */
  PAYMENT_EMAIL_SUFFIX: z
    .string()
    .regex(/^[.a-z0-9-]+$/)
    .default('.pay.starlit.app'),
  /** The platform identifier written into payment metadata. */
  PLATFORM_ID: z.string().min(1).max(40).default('starlit'),
  /** An OpenAI-compatible API for readings (…/v1); unset = the built-in interpreter. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long the AI may take for its first (and each next) chunk before the fallback answers. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(15000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; a bad value names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = configSchema
    .refine((c) => !c.STRIPE_SECRET_KEY || c.STRIPE_WEBHOOK_SECRET, {
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'required when STRIPE_SECRET_KEY is set',
    })
    .safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Which social sign-in providers are fully configured. */
export function socialProviders(config: Config): Array<'google' | 'twitter'> {
  const out: Array<'google' | 'twitter'> = [];
  if (config.GOOGLE_CLIENT_ID) out.push('google');
  if (config.TWITTER_CLIENT_ID) out.push('twitter');
  return out;
}
