import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyReply,
} from 'fastify';
import type { DestinationStream } from 'pino';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifyMultipart from '@fastify/multipart';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './lib/config';
import type { Database } from './db/client';
import { configPlugin } from './plugins/config-plugin';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { authPlugin } from './plugins/auth';
import { servicesPlugin } from './plugins/services';
import { interpreterPlugin } from './modules/interpret/plugin';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { deadlinePlugin } from './plugins/deadline';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { redisPlugin } from './plugins/redis';
import { compressPlugin } from './plugins/compress';
import { jobsPlugin } from './plugins/jobs';
import type { CodeSender } from './lib/mailer';
import type { Storage } from './lib/storage';
import { rateLimitPlugin } from './lib/limits';
import { fastSerializerCompiler } from './lib/serializer';
import { validatorCompiler } from './lib/validation';
import { VERSION } from './version';
import { apiModules } from './modules';
import { operatorRoutes } from './operators/routes';
import { ADMIN_BASE } from '@starlit/contracts';

export interface AppOptions {
  config: Config;
  /** an opened and migrated database; the caller closes it */
  database: Database;
  /** delivers verification codes; default: SMTP when SMTP_URL is set, else the `[outbox]` log line */
  codeSender?: CodeSender;
  /** uploaded files; default: the store STORAGE names (plugins/services.ts createStorage) */
  storage?: Storage;
  /** where the log goes; default stdout (tests pass a stream to read it) */
  logStream?: DestinationStream;
}

/** The whole application as one Fastify plugin: plugins, /api/v2 modules and the web app. */
export const appPlugin = fp(async (app: FastifyInstance, opts: AppOptions) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);

  // first, so that every response (404s, errors, the web app, uploaded files) carries them
  await app.register(securityPlugin, { publicUrl: opts.config.PUBLIC_URL });
  await app.register(configPlugin, { config: opts.config });
  await app.register(dbPlugin, {
    database: opts.database,
    sessionCacheTtlMs: opts.config.SESSION_CACHE_TTL_MS,
  });
  await app.register(errorsPlugin);
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  // after metrics (it counts) and before the routes (their transactions check it)
  await app.register(deadlinePlugin);
  await app.register(loadSheddingPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Starlit API',
        version: VERSION,
        description:
          'Every response is {code, msg, data} with HTTP 200, except 1005 (HTTP 429) and 1007 (HTTP 503), which carry Retry-After; code 200 is success, other codes follow the error catalogue.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(fastifyMultipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 10, fieldSize: 16 * 1024 },
  });
  await app.register(authPlugin);
  await app.register(servicesPlugin, { codeSender: opts.codeSender, storage: opts.storage });
  await app.register(interpreterPlugin);
  await app.register(jobsPlugin);

  await app.register(
    async (api) => {
      // JSON answers of 1 KB and more, compressed per request; the web app below is precompressed
      await api.register(compressPlugin);
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api/v2' },
  );
  // the operator API: its own prefix, sessions and roles (src/operators)
  await app.register(
    async (admin) => {
      await admin.register(compressPlugin);
      await admin.register(operatorRoutes);
    },
    { prefix: ADMIN_BASE },
  );

  const webDist = opts.config.WEB_DIST;
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: ['index.html'],
      wildcard: true,
      // the build's .br and .gz copies (apps/web/scripts/precompress.ts) go to clients that
      // accept them, with Content-Encoding and Vary: Accept-Encoding; others get the file itself
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = /[\\/]assets[\\/]/.test(filePath);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // the operator console (apps/web/admin.html), under the same security headers
    const adminPage = (_req: unknown, reply: FastifyReply) => reply.sendFile('admin.html');
    app.get('/admin', adminPage);
    app.get('/admin/', adminPage);
  } else {
    app.log.warn({ webDist }, 'web app not built; only /api/v2 is served');
  }
});

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function loggerOptions(config: Config): FastifyLoggerOptions & { redact: string[] } {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
}

/** Creates the Fastify instance with logging and request ids, and registers the app. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logStream
      ? { ...loggerOptions(opts.config), stream: opts.logStream }
      : loggerOptions(opts.config),
    bodyLimit: opts.config.BODY_LIMIT,
    trustProxy: opts.config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // an instance that is closing has stopped listening after its drain grace: a request still
    // arriving on an open connection is served, not refused with a page of Fastify's own
    return503OnClosing: false,
    frameworkErrors: frameworkError,
    // Fastify's two lines per request are off; LOG_REQUESTS turns on one (below)
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  // callback-style hooks: no promise per request on the hot path
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    // while draining, each answer closes its connection, so no client keeps one to reuse later
    if (app.hasDecorator('health') && app.health.draining) void reply.header('connection', 'close');
    done();
  });
  if (opts.config.LOG_REQUESTS) {
    app.addHook('onResponse', (req, reply, done) => {
      req.log.info(
        {
          method: req.method,
          url: req.url.split('?')[0],
          route: req.routeOptions.url ?? null,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ip: req.ip,
        },
        'request',
      );
      done();
    });
  }
  await app.register(appPlugin, opts);
  return app;
}
