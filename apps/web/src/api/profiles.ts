import type { Archive, ArchiveInput, ArchiveList, BirthInstant } from '@starlit/contracts';
import { http } from './http';

type BirthFields = Pick<
  ArchiveInput,
  'birthDate' | 'birthTime' | 'timeUnknown' | 'birthPlaceId' | 'timeZone' | 'utcOffsetMinutes'
>;

/** Profiles ("archives") of the user, friends and family (/api/v2/personal/…). */
export const profilesApi = {
  list: () => http.get<ArchiveList>('personal/list'),
  info: (id: number) => http.get<Archive>('personal/info', { id }),
  /** the user's own profile (relationship 'A'): 1601 when it exists already */
  addOwn: (input: ArchiveInput) => http.post<Archive>('personal/add', input),
  /** anyone else's profile: 1602 until the user's own profile exists */
  addRelation: (input: ArchiveInput) => http.post<Archive>('personal/add/relation', input),
  remove: (ids: number[]) =>
    http.get<{ deleted: number; currentId: number | null }>('personal/del', { ids: ids.join(',') }),
  setCurrent: (id: number) => http.post<ArchiveList>('personal/current', { id }),
  /** what a local birth time becomes in UTC (offset, summer time, local mean time) */
  birthInstant: (fields: BirthFields) => http.post<BirthInstant>('personal/birthInstant', fields),
};
