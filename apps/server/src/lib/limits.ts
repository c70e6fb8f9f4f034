/**
 * Per-IP request limits (@fastify/rate-limit, in memory per process) on the routes that
 * create sessions, send codes or accept uploads. Verification-code send limits are
 * separate and kept in the database (modules/codes).
 */
export const AUTH_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
export const UPLOAD_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
