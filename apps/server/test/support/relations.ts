import { expect } from 'vitest';
import type { TestApp } from './app';
import { member } from './economy';
import { placeId, profileForm } from './astro';

/**
 * A member with a female own profile (Shanghai, 1990-05-17 12:30), a male friend (1988-11-02
 * 07:00) and a female relative whose birth time is unknown.
 */
export async function couple(t: TestApp, points = 0) {
  const m = await member(t, points);
  const place = await placeId(m.c, 'Shanghai', 'CN');
  const add = async (path: string, extra: Record<string, unknown>) => {
    const res = await m.c.post(path, profileForm(place, extra), m.token);
    expect(res.code, res.msg).toBe(200);
    return res.data.id as number;
  };
  const her = await add('personal/add', {});
  const him = await add('personal/add/relation', {
    nickname: 'Kai',
    relationship: 'B',
    gender: 1,
    birthDate: '1988-11-02',
    birthTime: '07:00',
  });
  const sister = await add('personal/add/relation', {
    nickname: 'Yu',
    relationship: 'F',
    gender: 2,
    timeUnknown: true,
  });
  return { ...m, place, her, him, sister };
}
