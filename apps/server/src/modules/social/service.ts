import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  storableName,
  type AuthResponse,
  type SocialLoginBody,
  type SocialProvider,
} from '@starlit/contracts';
import type { Db } from '../../db/client';
import { AppError, paramError } from '../../lib/errors';
import { newToken } from '../../lib/crypto';
import {
  clientIdOf,
  exchangeCode,
  fetchUserinfo,
  isAllowedRedirect,
  pkceVerifier,
  twitterAuthUrl,
  type ProviderProfile,
} from '../../lib/oauth';
import { googleAuthUrl, googleProfile } from '../../lib/oidc';
import * as users from '../account/lookup';
import { TakenError, createUser, cut, signIn } from '../account/users';
import type { Ctx } from '../account/service';
import * as repo from './repository';

const STATE_TTL_MS = 10 * 60 * 1000;

function requireConfigured(app: FastifyInstance, provider: SocialProvider, field: string): void {
  if (!clientIdOf(app.config, provider)) throw paramError(`${field} (not configured)`);
}

/** Runs the provider calls; any failure is logged with its reason and answered 2011. */
async function askProvider<T>(
  app: FastifyInstance,
  provider: SocialProvider,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    app.log.warn(
      { provider, reason: (err as Error).message },
      'social sign-in: provider call failed',
    );
    throw new AppError(ErrorCode.GENERIC, 'loginFailed');
  }
}

/**
 * Where to send the browser: the authorization code flow with PKCE (S256) for both
 * providers, OpenID Connect with a nonce for the Google type. The state, its provider,
 * return address and code verifier are kept in the database for 10 minutes and can be
 * used once. The return address must be on PUBLIC_URL's origin (1001).
 */
export async function startSocial(
  app: FastifyInstance,
  provider: SocialProvider,
  redirectUri: string,
): Promise<{ url: string; state: string }> {
  requireConfigured(app, provider, 'provider');
  if (!isAllowedRedirect(app.config, redirectUri)) throw paramError('redirectUri');
  const state = newToken(24);
  const codeVerifier = pkceVerifier();
  const url =
    provider === 'google'
      ? await askProvider(app, provider, () =>
          googleAuthUrl(app.config, { redirectUri, state, codeVerifier }),
        )
      : twitterAuthUrl(app.config, redirectUri, state, codeVerifier);
  const now = new Date();
  await repo.deleteExpiredStates(app.db, now);
  await repo.insertState(app.db, {
    state,
    provider,
    codeVerifier,
    redirectUri,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { url, state };
}

export async function socialLogin(
  app: FastifyInstance,
  body: SocialLoginBody,
  ctx: Ctx,
): Promise<AuthResponse> {
  const provider = body.third_name;
  requireConfigured(app, provider, 'third_name');
  // a state this server issued for this provider and return address, unused and unexpired
  const saved = body.state ? await repo.takeState(app.db, body.state) : null;
  if (
    !saved ||
    saved.provider !== provider ||
    saved.expiresAt.getTime() <= Date.now() ||
    (body.redirectUri !== undefined && body.redirectUri !== saved.redirectUri)
  ) {
    throw new AppError(ErrorCode.WRONG_CODE, 'state');
  }
  const code = body.access_token;
  const profile = await askProvider(app, provider, async () => {
    if (provider === 'google') return googleProfile(app.config, code, saved);
    const token = await exchangeCode(app.config, code, saved.redirectUri, saved.codeVerifier);
    return fetchUserinfo(app.config.TWITTER_USERINFO_URL, token, app.config.OAUTH_TIMEOUT_MS);
  });
  return signInWith(app.db, provider, profile, body.inviteCode, ctx);
}

/**
 * The linked user; else the user with the same verified e-mail, now linked; else a new
 * user (nickname from the provider's name, e-mail when verified).
 */
async function signInWith(
  db: Db,
  provider: SocialProvider,
  profile: ProviderProfile,
  inviteCode: string | undefined,
  ctx: Ctx,
  retried = false,
): Promise<AuthResponse> {
  const linkedUser = await users.userByIdentity(db, provider, profile.subject);
  if (linkedUser) return signIn(db, linkedUser, provider, ctx.userAgent, false);

  const identity = {
    provider,
    subject: profile.subject,
    name: cut(storableName(profile.handle), 64),
    email: profile.verifiedEmail,
  };
  const byEmail = profile.verifiedEmail ? await users.userByEmail(db, profile.verifiedEmail) : null;
  if (byEmail && (await users.linkIdentity(db, { userId: byEmail.id, ...identity }))) {
    return signIn(db, byEmail, provider, ctx.userAgent, false);
  }
  if (!byEmail) {
    const nickname = cut(storableName(profile.displayName), 16).trim();
    try {
      const user = await createUser(db, {
        email: profile.verifiedEmail,
        nickname,
        inviteCode,
        lang: ctx.lang,
        identity,
      });
      return await signIn(db, user, provider, ctx.userAgent, true);
    } catch (err) {
      if (!(err instanceof TakenError)) throw err;
    }
  }
  // a simultaneous sign-in linked or created it first
  if (retried) throw new AppError(ErrorCode.GENERIC, 'loginFailed');
  return signInWith(db, provider, profile, inviteCode, ctx, true);
}
