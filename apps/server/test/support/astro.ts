import { expect } from 'vitest';
import type { Client } from './client';

/** The first place a search finds (through the API, as the web app does). */
export async function placeId(c: Client, q: string, country?: string): Promise<string> {
  const query = `q=${encodeURIComponent(q)}${country ? `&country=${country}` : ''}`;
  const res = await c.get(`personal/subRegion?${query}`);
  expect(res.code, res.msg).toBe(200);
  expect(res.data.list.length, q).toBeGreaterThan(0);
  return res.data.list[0].id as string;
}

/** A complete profile form for `personal/add`, with overrides. */
export function profileForm(place: string, extra: Record<string, unknown> = {}) {
  return {
    nickname: 'Me',
    relationship: 'A',
    gender: 2,
    birthDate: '1990-05-17',
    birthTime: '12:30',
    timeUnknown: false,
    birthPlaceId: place,
    residencePlaceId: place,
    ...extra,
  };
}

/** Adds a member's own profile, born in Shanghai (with overrides): the saved profile, the place. */
export async function addOwnProfile(
  m: { c: Client; token: string },
  extra: Record<string, unknown> = {},
) {
  const place = await placeId(m.c, 'Shanghai', 'CN');
  const res = await m.c.post('personal/add', profileForm(place, extra), m.token);
  expect(res.code, res.msg).toBe(200);
  return { profile: res.data, place };
}
