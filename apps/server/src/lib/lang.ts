import type { FastifyRequest } from 'fastify';
import type { Lang } from '@starlit/contracts';

const pick = (value: unknown): Lang | undefined =>
  value === 'zh' || value === 'en' ? value : undefined;

/**
 * The request's language: `lang` in the query (GET) or the body (POST), else the
 * Accept-Language header, else English.
 */
export function requestLang(req: FastifyRequest): Lang {
  const query = req.query as Record<string, unknown> | undefined;
  const body = req.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === 'object' ? pick(body.lang) : undefined;
  const found = pick(query?.lang) ?? fromBody;
  if (found) return found;
  const header = req.headers['accept-language'];
  return typeof header === 'string' && /^zh/i.test(header.trim()) ? 'zh' : 'en';
}
