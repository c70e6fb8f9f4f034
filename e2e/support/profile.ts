import { expect } from '@playwright/test';
import { E2E_PORT, E2E_REDEEM_CODE } from './env';
import { api, registerMember, type Member } from './session';

/** The id of the first place the search finds for a query (English names). */
export async function placeId(query: string): Promise<string> {
  const res = await fetch(
    `http://127.0.0.1:${E2E_PORT}/api/v2/personal/subRegion?q=${encodeURIComponent(query)}&lang=en`,
  );
  const body = (await res.json()) as { code: number; data: { list: { id: string }[] } };
  expect(body.code).toBe(200);
  expect(body.data.list.length).toBeGreaterThan(0);
  return body.data.list[0]!.id;
}

/**
 * A new member with their own profile: a woman born in Shanghai on 14 May 1992 at 10:30
 * (a Taurus), the chart every astrology spec reads.
 */
export async function memberWithProfile(tag: string, nickname = 'Mei'): Promise<Member> {
  const member = await registerMember(tag);
  const shanghai = await placeId('Shanghai');
  const added = await api(
    'personal/add',
    {
      nickname,
      relationship: 'A',
      gender: 2,
      birthDate: '1992-05-14',
      birthTime: '10:30',
      birthPlaceId: shanghai,
      residencePlaceId: shanghai,
    },
    member.token,
  );
  expect(added.code).toBe(200);
  return member;
}

/** A member with their own profile and the redeem code's points, for the paid readings. */
export async function memberWithPoints(tag: string, nickname = 'Mei'): Promise<Member> {
  const member = await memberWithProfile(tag, nickname);
  const redeemed = await api('redeemWithCode', { redeemCode: E2E_REDEEM_CODE }, member.token);
  expect(redeemed.code).toBe(200);
  return member;
}
