/** Socket errors that mean the database could not be reached or the connection was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server going away or not accepting work: admin shutdown, crash
 * shutdown, cannot connect now (starting up, shutting down, recovering), too many connections.
 * statement_timeout (57014: the statement ran too long), idle_in_transaction_session_timeout
 * (25P03). Class 08 (connection exception) is matched by prefix.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/**
 * node-postgres' own messages for a lost connection, a pool that could not connect in time, or
 * a statement the server did not answer within query_timeout.
 */
const MESSAGES = [
  /query read timeout/i,
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
];

function matches(err: { code?: unknown; message?: unknown }): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof err.message === 'string' ? err.message : '';
  return MESSAGES.some((re) => re.test(message));
}

/**
 * Whether an error means the database is unreachable (answered as 1007 with HTTP 503, to be
 * retried), rather than a fault in the request. Follows `cause` (Drizzle wraps driver errors)
 * and the parts of an AggregateError (a host with several addresses).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (matches(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(e.cause, depth + 1);
}
