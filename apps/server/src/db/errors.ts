/**
 * The constraint a unique violation (SQLSTATE 23505) hit, looking through Drizzle's
 * wrapping; null for any other error. Works for node-postgres and PGlite errors.
 */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      const named = typeof e.message === 'string' ? /constraint "([^"]+)"/.exec(e.message) : null;
      return named?.[1] ?? '';
    }
    current = e.cause;
  }
  return null;
}
