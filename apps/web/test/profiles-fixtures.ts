import type { Profile } from '@starlit/contracts';
import type { Place } from '../src/api/places';

/** Shared data of the profile tests. */
export const SHANGHAI: Place = {
  id: 'cn-31',
  name: 'Shanghai',
  fullName: 'Shanghai, China',
  country: 'CN',
  kind: 'region',
  lat: 31.23,
  lon: 121.47,
  tz: 'Asia/Shanghai',
  hasChildren: true,
};

/** How the server resolves a Shanghai birth at `utc`: UTC+8, no summer time, nothing unclear. */
export function shanghaiBirth(utc: string): NonNullable<Profile['birth']> {
  return {
    utc,
    utcOffsetMinutes: 480,
    dst: false,
    lmt: false,
    ambiguous: false,
    skipped: false,
    overridden: false,
  };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  const place = {
    id: SHANGHAI.id,
    name: SHANGHAI.name,
    fullName: SHANGHAI.fullName,
    lat: SHANGHAI.lat,
    lon: SHANGHAI.lon,
    tz: SHANGHAI.tz,
  };
  return {
    id: 1,
    nickname: 'Mei',
    relationship: 'A',
    gender: 2,
    birthDate: '1995-04-12',
    birthTime: '08:30',
    timeUnknown: false,
    birthPlace: place,
    residence: place,
    timeZone: 'Asia/Shanghai',
    birth: shanghaiBirth('1995-04-12T00:30:00.000Z'),
    constellation: 0,
    star: { sun: 0, moon: 3, rising: 1 },
    current: true,
    ...overrides,
  };
}

export const OWN = profile();
export const FRIEND = profile({
  id: 2,
  nickname: 'Kai',
  relationship: 'H',
  gender: 1,
  birthDate: '1994-08-03',
  birthTime: '12:00',
  timeUnknown: true,
  constellation: 4,
  current: false,
});
