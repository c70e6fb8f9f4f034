import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from '../paths';

/** apps/web/dist, found from the server's folder so the server can start from any directory. */
const defaultWebDist = path.resolve(SERVER_ROOT, '../web/dist');

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
  /**
   * Log one line per request (request id, method, path, route, status, time, client address);
   * refusals and errors are always logged.
   */
  LOG_REQUESTS: bool.default(false),
  /** Folder for the embedded database and uploaded files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * redis:// or rediss:// URL: request limits are counted there, shared by every instance.
   * Unset = counted in each process's memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /**
   * Where uploaded files are kept: a folder under DATA_DIR (local), the database's
   * stored_files table (database) or an S3-compatible bucket (s3). Unset: s3 when S3_BUCKET
   * is set, else database when DATABASE_URL is set, else local.
   */
  STORAGE: z.enum(['local', 'database', 's3']).optional(),
  /** An S3-compatible endpoint (MinIO, R2 …), addressed path-style; unset = AWS S3. */
  S3_URL: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** With S3_SECRET_ACCESS_KEY; unset = the AWS SDK's own credential chain (roles, profiles). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
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
  /**
   * Safety TTL of each instance's cache of sessions and checkLogin's user view (the invalidation
   * bus keeps them exact; this bounds a lost notice); 0 turns the cache off.
   */
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
   * Unset: on only when PUBLIC_URL is a loopback address (in production: a PUBLIC_URL that was
   * set, and HOST on loopback too, so nobody else can reach it); true/false forces it on or off.
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
  /**
   * How often this instance looks for due background jobs (reminders, exports), in ms; 0 = it
   * runs none (other instances do). Every instance may run them: each job runs once.
   */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(3600000).default(15000),
  /**
   * How long a claimed job is held by its worker, in ms, counted from the claim on the
   * database's clock and renewed every third of it while the job runs; a worker that stops
   * renewing (it died or stalled) loses the job to another when this runs out, and a worker
   * that lost its job can no longer finish it.
   */
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).max(3600000).default(300000),
  /**
   * The Web Push (VAPID) key pair reminders are signed with, base64url as web-push writes them;
   * both or neither. Unset: generated once into DATA_DIR/vapid.json (mode 0600) and read from
   * there. Instances behind one address need the same pair; a new pair voids every device's
   * subscription.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'an uncompressed P-256 public key, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'a P-256 private key, base64url')
    .optional(),
  /** Who push services may contact about our reminders: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://')
    .default('mailto:support@starlit.app'),
  /**
   * The push services reminders go to: host names, comma-separated, each matching itself and
   * its subdomains. A device subscribed anywhere else is refused (1001), so nobody can make the
   * server post to an address of their choosing. Plain http only to a loopback host listed
   * here (a local push service in tests).
   */
  PUSH_SERVICES: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com')
    .transform((list) =>
      list
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * The most push devices one member may have; subscribing one more drops their oldest, so a
   * send stays small (devices are also sent to a few at a time).
   */
  PUSH_DEVICES_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
  /**
   * How long SIGTERM keeps serving before the instance stops listening, every answer closing its
   * connection, in ms: longer than nginx's upstream keep-alive (4 s), so nginx never sends a
   * request on a kept connection the instance is closing.
   */
  DRAIN_GRACE_MS: z.coerce.number().int().min(0).max(60000).default(5000),
  /**
   * How long a request waits for a PostgreSQL connection (a free one in the pool, or a new one
   * opened) before it is answered 1007, in ms.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(2000),
  /**
   * The longest one PostgreSQL statement may run (the server cancels it), in ms; the client
   * gives up on an answer 1 s later and drops the connection (a database that answers nothing).
   * Migrations run without it.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600000).default(5000),
  /** PostgreSQL ends a session left idle inside a transaction this long, in ms. */
  DB_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(100).max(3600000).default(10000),
  /**
   * Every API request is answered within this many ms: a handler that has not answered by then
   * gets 1007 (HTTP 503, Retry-After) and its unfinished transaction is rolled back. A streamed
   * answer that has started is exempt. 0 = no deadline. Unset: 7000 (answers within 8 s), or
   * 0 when NODE_ENV is test.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).max(600000).optional(),
  /**
   * Bearer token Prometheus sends to GET /metrics (at least 16 characters); unset = no metrics
   * are collected and /metrics is an unknown route.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Mean event-loop delay (ms, over each 1 s sample) above which API requests are shed with
   * 503 + Retry-After (1007); health and /metrics are exempt. 0 = off. Unset: 200, or 0 when
   * NODE_ENV is test.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60000).optional(),
  /**
   * API requests handled at once (a streamed answer until it starts) beyond which new ones are
   * shed with 503 + Retry-After (1007). 0 = off. Unset: 64, or 0 when NODE_ENV is test.
   */
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100000).optional(),
  /** Nothing is shed for this long after start (start-up work lags the event loop). */
  SHED_WARMUP_MS: z.coerce.number().int().min(0).max(600000).default(10000),
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
    .refine((c) => c.STORAGE !== 's3' || c.S3_BUCKET, {
      path: ['S3_BUCKET'],
      message: 'required when STORAGE is s3',
    })
    .refine((c) => !c.S3_ACCESS_KEY_ID === !c.S3_SECRET_ACCESS_KEY, {
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
    })
    .refine((c) => !c.VAPID_PUBLIC_KEY === !c.VAPID_PRIVATE_KEY, {
      path: ['VAPID_PRIVATE_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
    })
    .safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // production never turns the sandbox (free purchases) on from PUBLIC_URL's default
  if (config.NODE_ENV === 'production' && input.PUBLIC_URL === undefined)
    config.PAYMENTS_SANDBOX ??= false;
  return config;
}

/** Where uploaded files are kept (STORAGE, or its default from the other settings). */
export function storageKind(config: Config): 'local' | 'database' | 's3' {
  if (config.STORAGE) return config.STORAGE;
  if (config.S3_BUCKET) return 's3';
  return config.DATABASE_URL ? 'database' : 'local';
}

/** Which social sign-in providers are fully configured. */
export function socialProviders(config: Config): Array<'google' | 'twitter'> {
  const out: Array<'google' | 'twitter'> = [];
  if (config.GOOGLE_CLIENT_ID) out.push('google');
  if (config.TWITTER_CLIENT_ID) out.push('twitter');
  return out;
}
