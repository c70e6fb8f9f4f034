import type { Db, DbOrTx } from '../../db/client';
import * as repo from './repository';
import type { UserRow } from './repository';

/*
 * What other modules may read and change of an account. They call these, never the account's
 * repository, so the users table has one owner.
 */

export const userById = (db: DbOrTx, id: string): Promise<UserRow | null> =>
  repo.findUserById(db, id);

export const userByEmail = (db: DbOrTx, email: string): Promise<UserRow | null> =>
  repo.findUserByEmail(db, email);

export const userByPhone = (db: DbOrTx, areaCode: string, phone: string): Promise<UserRow | null> =>
  repo.findUserByPhone(db, areaCode, phone);

/** The user a social identity (provider, subject) is linked to, or null. */
export async function userByIdentity(
  db: DbOrTx,
  provider: string,
  subject: string,
): Promise<UserRow | null> {
  const linked = await repo.findIdentity(db, provider, subject);
  return linked ? repo.findUserById(db, linked.userId) : null;
}

/** Links a social identity to a user; false when the (provider, subject) pair is already linked. */
export const linkIdentity = (
  db: Db,
  values: { userId: string; provider: string; subject: string; name: string; email: string | null },
): Promise<boolean> => repo.linkIdentity(db, values);

/** Sets the user's avatar's storage key; null when the account no longer exists. */
export const setAvatar = (db: Db, userId: string, key: string): Promise<UserRow | null> =>
  repo.updateUser(db, userId, { avatar: key });

/** The name to greet a user by (the chosen nickname, else the own profile's, else ''). */
export const greetingNameOf = (db: DbOrTx, userId: string): Promise<string> =>
  repo.greetingNameOf(db, userId);
