import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, resolveSession, type SessionInfo } from '../lib/sessions';
import { unauthenticated } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, once `app.authenticate` or `app.identify` ran. */
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    /** preHandler: requires a live bearer session, else 4001. */
    authenticate: (req: FastifyRequest) => Promise<void>;
    /** preHandler: attaches the session when there is one, never refuses. */
    identify: (req: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user's id; throws 4001 if the route forgot `authenticate`. */
export function userIdOf(req: FastifyRequest): string {
  if (!req.session) throw unauthenticated();
  return req.session.userId;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  const lookup = async (req: FastifyRequest) => {
    const token = bearerToken(req);
    req.session = token ? await resolveSession(app.db, token) : null;
  };
  app.decorate('identify', lookup);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    await lookup(req);
    if (!req.session) throw unauthenticated();
  });
});
