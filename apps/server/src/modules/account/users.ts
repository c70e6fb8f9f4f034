import {
  ErrorCode,
  type AuthResponse,
  type Lang,
  type LoginMethod,
  type AccountProfile,
  type SocialProvider,
} from '@starlit/contracts';
import { signFromIsoDate } from '@starlit/core/zodiac';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { AppError, unauthenticated } from '../../lib/errors';
import { alphabetCode } from '../../lib/crypto';
import { formatPhone } from '../../lib/phone';
import { createSession } from '../../lib/sessions';
import { metrics } from '../../lib/metrics';
import { registerRewardOf, rewardInvite } from '../invites/service';
import { grantWelcome } from '../points/welcome';
import * as repo from './repository';
import type { UserRow } from './repository';

/** A unique constraint stopped the insert (e-mail, phone or identity taken meanwhile). */
export class TakenError extends Error {
  override name = 'TakenError';
  constructor(readonly constraint: string) {
    super(constraint);
  }
}

export interface NewUser {
  email?: string | null;
  phone?: { areaCode: string; number: string } | null;
  passwordHash?: string | null;
  /** the name the person gave; none is kept empty (never a generated handle or the e-mail's local part) */
  nickname?: string;
  inviteCode?: string;
  lang: Lang;
  identity?: { provider: SocialProvider; subject: string; name: string; email: string | null };
}

/** Where the URL of a stored avatar points. */
export const avatarUrl = (key: string | null): string | null =>
  key ? `/api/v2/files/${key}` : null;

/** Cuts to at most `max` characters (code points). */
export const cut = (text: string, max: number): string => [...text].slice(0, max).join('');

/**
 * Creates a user with a unique 8-character invite code (drawn again on a clash), a
 * settings row and optionally a social identity. When the invite code names another user,
 * the invite is recorded and both are rewarded in the same transaction; so is the welcome
 * allowance (points/welcome.ts). Throws TakenError when the e-mail, phone or identity
 * was taken meanwhile.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const invite = input.inviteCode?.trim().toUpperCase();
  const invitedBy = invite ? await repo.findUserIdByInviteCode(db, invite) : null;
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const user = await repo.insertUser(
          tx,
          {
            email: input.email ?? null,
            areaCode: input.phone?.areaCode ?? null,
            phone: input.phone?.number ?? null,
            passwordHash: input.passwordHash ?? null,
            nickname: input.nickname ?? '',
            inviteCode: alphabetCode(8),
            invitedBy,
            lang: input.lang,
          },
          input.identity,
        );
        await grantWelcome(tx, user.id);
        if (invitedBy && invite) await rewardInvite(tx, invitedBy, user.id, invite);
        return user;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'users_invite_code_uq') continue;
      if (constraint !== null) throw new TakenError(constraint);
      throw err;
    }
  }
  throw new AppError(ErrorCode.REGISTRATION_FAILED, 'no free invite code');
}

/** The account string: e-mail, else `+<area> <phone>`, else `<provider>:<name>`. */
export async function accountOf(db: DbOrTx, user: UserRow): Promise<string> {
  if (user.email) return user.email;
  if (user.areaCode && user.phone)
    return formatPhone({ areaCode: user.areaCode, number: user.phone });
  const [identity] = await repo.identitiesOf(db, user.id);
  return identity ? `${identity.provider}:${identity.name}` : user.id;
}

export function toAccountProfile(user: UserRow): AccountProfile {
  return {
    nickname: user.nickname,
    name: user.name,
    gender: user.gender === 1 || user.gender === 2 ? user.gender : null,
    birthday: user.birthday,
    avatar: avatarUrl(user.avatar),
    constellation: user.birthday ? signFromIsoDate(user.birthday) : null,
  };
}

/** Opens a session for a user and answers like every sign-in does; a disabled account gets 4001. */
export async function signIn(
  db: DbOrTx,
  user: UserRow,
  method: LoginMethod,
  userAgent: string | undefined,
  isNew: boolean,
): Promise<AuthResponse> {
  if (user.disabledAt) throw unauthenticated();
  const { token } = await createSession(db, user.id, method, userAgent);
  metrics()?.signIns.inc({ method });
  return {
    user_token: token,
    account: await accountOf(db, user),
    user_id: user.id,
    isNew,
    registerReward: isNew ? await registerRewardOf(db, user.id) : null,
  };
}
