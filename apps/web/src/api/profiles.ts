import type { ProfileInput } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

const profiles = endpoints.profiles;

type BirthFields = Pick<
  ProfileInput,
  'birthDate' | 'birthTime' | 'timeUnknown' | 'birthPlaceId' | 'timeZone' | 'utcOffsetMinutes'
>;

/** Profiles (the spec's "archives") of the user, friends and family (/api/v2/personal/…). */
export const profilesApi = {
  list: () => call(profiles.list),
  info: (id: number) => call(profiles.info, { id }),
  /** the user's own profile (relationship 'A'): 1601 when it exists already */
  addOwn: (input: ProfileInput) => call(profiles.addOwn, input),
  /** anyone else's profile: 1602 until the user's own profile exists */
  addRelation: (input: ProfileInput) => call(profiles.addRelation, input),
  remove: (ids: number[]) => call(profiles.remove, { ids: ids.join(',') }),
  setCurrent: (id: number) => call(profiles.setCurrent, { id }),
  /** what a local birth time becomes in UTC (offset, summer time, local mean time) */
  birthInstant: (fields: BirthFields) => call(profiles.birthInstant, fields),
};
