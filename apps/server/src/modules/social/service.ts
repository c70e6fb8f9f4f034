import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
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
  googleAuthUrl,
  isAllowedRedirect,
  pkceVerifier,
  twitterAuthUrl,
  type ProviderProfile,
} from '../../lib/oauth';
import * as users from '../account/repository';
import { TakenError, createUser, cut, defaultNickname, signIn } from '../account/users';
import type { Ctx } from '../account/service';
import * as repo from './repository';

const STATE_TTL_MS = 10 * 60 * 1000;

function requireConfigured(app: FastifyInstance, provider: SocialProvider, field: string): void {
  if (!clientIdOf(app.config, provider)) throw paramError(`${field} (not configured)`);
}

/**
 * Where to send the browser. Google-type: the implicit flow. Twitter-type: code + PKCE,
 * with state and verifier kept 10 minutes. The return address must be ours (1001).
 */
export async function startSocial(
  app: FastifyInstance,
  provider: SocialProvider,
  redirectUri: string,
): Promise<{ url: string; state: string }> {
  requireConfigured(app, provider, 'provider');
  if (!isAllowedRedirect(app.config, redirectUri)) throw paramError('redirectUri');
  const state = newToken(24);
  if (provider === 'google') return { url: googleAuthUrl(app.config, redirectUri, state), state };
  const codeVerifier = pkceVerifier();
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
  return { url: twitterAuthUrl(app.config, redirectUri, state, codeVerifier), state };
}

/** Runs the provider calls; any failure is logged with its reason and answered 2011. */
async function askProvider(
  app: FastifyInstance,
  provider: SocialProvider,
  call: () => Promise<ProviderProfile>,
) {
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

export async function socialLogin(
  app: FastifyInstance,
  body: SocialLoginBody,
  ctx: Ctx,
): Promise<AuthResponse> {
  const provider = body.third_name;
  requireConfigured(app, provider, 'third_name');
  const timeout = app.config.OAUTH_TIMEOUT_MS;
  let profile: ProviderProfile;
  if (provider === 'twitter') {
    const saved = body.state ? await repo.takeState(app.db, body.state) : null;
    if (
      !saved ||
      saved.provider !== 'twitter' ||
      saved.expiresAt.getTime() <= Date.now() ||
      (body.redirectUri !== undefined && body.redirectUri !== saved.redirectUri)
    ) {
      throw new AppError(ErrorCode.WRONG_CODE, 'state');
    }
    profile = await askProvider(app, provider, async () => {
      const token = await exchangeCode(
        app.config,
        body.access_token,
        saved.redirectUri,
        saved.codeVerifier,
      );
      return fetchUserinfo(app.config.TWITTER_USERINFO_URL, token, timeout);
    });
  } else {
    profile = await askProvider(app, provider, () =>
      fetchUserinfo(app.config.GOOGLE_USERINFO_URL, body.access_token, timeout),
    );
  }
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
  const linked = await users.findIdentity(db, provider, profile.subject);
  const linkedUser = linked ? await users.findUserById(db, linked.userId) : null;
  if (linkedUser) return signIn(db, linkedUser, provider, ctx.userAgent, false);

  const identity = {
    provider,
    subject: profile.subject,
    name: cut(profile.handle.replace(/\p{Cc}/gu, ''), 64),
    email: profile.verifiedEmail,
  };
  const byEmail = profile.verifiedEmail
    ? await users.findUserByEmail(db, profile.verifiedEmail)
    : null;
  if (byEmail && (await users.linkIdentity(db, { userId: byEmail.id, ...identity }))) {
    return signIn(db, byEmail, provider, ctx.userAgent, false);
  }
  if (!byEmail) {
    const nickname =
      cut(profile.displayName.replace(/\p{Cc}/gu, '').trim(), 16) || defaultNickname();
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
