import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { member } from './support/economy';
import { addOwnProfile, placeId, profileForm } from './support/astro';

const t = useTestApp();

describe('profiles', () => {
  it('adds the own profile, with the instant, signs and the place snapshot', async () => {
    const m = await member(t);
    const { profile: a } = await addOwnProfile(m, { birthDate: '1988-07-01', birthTime: '12:00' });
    expect(a).toMatchObject({
      nickname: 'Me',
      relationship: 'A',
      gender: 2,
      timeZone: 'Asia/Shanghai',
      current: true,
    });
    // China's 1988 summer time: 12:00 was UTC+9
    expect(a.birth).toMatchObject({
      utc: '1988-07-01T03:00:00.000Z',
      utcOffsetMinutes: 540,
      dst: true,
      lmt: false,
    });
    expect(a.constellation).toBe(3); // Sun in Cancer
    expect(a.star.sun).toBe(3);
    expect(a.star.rising).toBeTypeOf('number');
    expect(a.birthPlace.lat).toBeCloseTo(31.2, 0);
    const list = await m.c.get('personal/list', m.token);
    expect(list.data.currentId).toBe(a.id);
  });

  it('keeps the birth time to the minute, and the chart is for that minute', async () => {
    const m = await member(t);
    const day = { birthDate: '1995-03-10' };
    const { profile: own, place: shanghai } = await addOwnProfile(m, {
      ...day,
      birthTime: '07:15',
    });
    const late = await m.c.post(
      'personal/add/relation',
      profileForm(shanghai, { ...day, birthTime: '23:59', nickname: 'Late', relationship: 'H' }),
      m.token,
    );
    const early = await m.c.post(
      'personal/add/relation',
      profileForm(shanghai, { ...day, birthTime: '07:00', nickname: 'Early', relationship: 'H' }),
      m.token,
    );
    const read = async (id: number) => (await m.c.get(`personal/info?id=${id}`, m.token)).data;
    const a = await read(own.id);
    expect(a.birthTime).toBe('07:15');
    expect(a.birth.utc).toBe('1995-03-09T23:15:00.000Z');
    const b = await read(late.data.id);
    expect(b.birthTime).toBe('23:59');
    expect(b.birth.utc).toBe('1995-03-10T15:59:00.000Z');
    const list = (await m.c.get('personal/list', m.token)).data.list;
    expect(list.map((x: { birthTime: string }) => x.birthTime)).toEqual([
      '07:15',
      '23:59',
      '07:00',
    ]);

    const chartOf = async (id: number) => {
      const body = { archive_id: id, birth_date: '', time_of_birth: '', birthplace: '' };
      const res = await m.c.post('astrolabe/info', body, m.token);
      expect(res.code, res.msg).toBe(200);
      return res.data.chart as { ascendant: number };
    };
    // the rising point moves about a degree every four minutes
    const moved =
      ((((await chartOf(a.id)).ascendant - (await chartOf(early.data.id)).ascendant) % 360) + 360) %
      360;
    expect(moved).toBeGreaterThan(2);
    expect(moved).toBeLessThan(8);
  });

  it('answers 1601 for a second own profile, 1602 for a friend before it, 1603 for a bad nickname', async () => {
    const m = await member(t);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    const friend = profileForm(place, { nickname: 'Ann', relationship: 'H' });
    expect((await m.c.post('personal/add/relation', friend, m.token)).code).toBe(1602);
    expect(
      (await m.c.post('personal/add', profileForm(place, { nickname: '   ' }), m.token)).code,
    ).toBe(1603);
    expect(
      (await m.c.post('personal/add', profileForm(place, { nickname: 'x'.repeat(17) }), m.token))
        .code,
    ).toBe(1603);
    expect(
      (await m.c.post('personal/add', profileForm(place, { nickname: 'x'.repeat(16) }), m.token))
        .code,
    ).toBe(200);
    expect((await m.c.post('personal/add', profileForm(place), m.token)).code).toBe(1601);
    expect((await m.c.post('personal/add/relation', friend, m.token)).code).toBe(200);
    // the own profile only through personal/add, others only through add/relation
    expect((await m.c.post('personal/add/relation', profileForm(place), m.token)).code).toBe(1001);
  });

  it('refuses malformed input with 1001 and saves nothing', async () => {
    const m = await member(t);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    const bad = [
      { birthDate: '1990-02-30' },
      { birthDate: '1700-01-01' },
      { birthDate: '2999-01-01' },
      { birthTime: '25:00' },
      { birthTime: '7:15' },
      { birthTime: '12:60' },
      { gender: 3 },
      { relationship: 'Z' },
      { birthPlaceId: 'nowhere' },
      { residencePlaceId: 'g:0' },
      { timeZone: 'Mars/Olympus' },
      { utcOffsetMinutes: 900 },
    ];
    for (const extra of bad) {
      const res = await m.c.post('personal/add', profileForm(place, extra), m.token);
      expect(res.code, JSON.stringify(extra)).toBe(1001);
    }
    expect((await m.c.get('personal/list', m.token)).data.list).toHaveLength(0);
  });

  it('races two own-profile adds: one wins, the other gets 1601', async () => {
    const m = await member(t);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    const codes = await Promise.all(
      [1, 2, 3].map(() =>
        m.c.post('personal/add', profileForm(place), m.token).then((r) => r.code),
      ),
    );
    expect(codes.sort((x, y) => x - y)).toEqual([200, 1601, 1601]);
  });

  it('edits, lists own first, switches current, deletes a selection', async () => {
    const m = await member(t);
    const other = await member(t);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    const friendFirst = await m.c.post('personal/add', profileForm(place), m.token);
    const friend = await m.c.post(
      'personal/add/relation',
      profileForm(place, { nickname: 'Bo', relationship: 'B' }),
      m.token,
    );
    const edited = await m.c.post(
      'personal/add/relation',
      profileForm(place, {
        id: friend.data.id,
        nickname: 'Bob',
        relationship: 'B',
        timeUnknown: true,
      }),
      m.token,
    );
    expect(edited.data).toMatchObject({
      id: friend.data.id,
      nickname: 'Bob',
      birthTime: '12:00',
      timeUnknown: true,
    });
    expect(edited.data.star.rising).toBeNull();
    const list = await m.c.get('personal/list', m.token);
    expect(list.data.list.map((a: { relationship: string }) => a.relationship)).toEqual(['A', 'B']);
    const switched = await m.c.post('personal/current', { id: friend.data.id }, m.token);
    expect(switched.data.currentId).toBe(friend.data.id);
    // someone else's profile can be neither read, switched to nor deleted
    expect((await other.c.get(`personal/info?id=${friend.data.id}`, other.token)).code).toBe(1001);
    expect((await other.c.post('personal/current', { id: friend.data.id }, other.token)).code).toBe(
      1001,
    );
    expect(
      (await other.c.get(`personal/del?ids=${friend.data.id}`, other.token)).data.deleted,
    ).toBe(0);
    // deleting needs a selection; the current falls back to the own profile
    expect((await m.c.get('personal/del?ids=', m.token)).code).toBe(1001);
    const del = await m.c.get(`personal/del?ids=${friend.data.id}`, m.token);
    expect(del.data).toEqual({ deleted: 1, currentId: friendFirst.data.id });
    expect((await m.c.get(`personal/info?id=${friendFirst.data.id}`, m.token)).data.current).toBe(
      true,
    );
  });

  it('previews a birth instant: summer time, LMT, an override', async () => {
    const m = await member(t);
    const beijing = await placeId(m.c, '北京', 'CN');
    const base = { birthDate: '1988-07-01', birthTime: '12:00', birthPlaceId: beijing };
    const summer = await m.c.post('personal/birthInstant', base, m.token);
    expect(summer.data).toMatchObject({ utcOffsetMinutes: 540, dst: true });
    const old = await m.c.post(
      'personal/birthInstant',
      { ...base, birthDate: '1890-07-01' },
      m.token,
    );
    expect(old.data.lmt).toBe(true);
    expect(old.data.utcOffsetMinutes).toBeGreaterThan(460);
    expect(old.data.utcOffsetMinutes).toBeLessThan(470);
    const manual = await m.c.post(
      'personal/birthInstant',
      { ...base, utcOffsetMinutes: 480 },
      m.token,
    );
    expect(manual.data).toMatchObject({ utc: '1988-07-01T04:00:00.000Z', overridden: true });
  });

  it('needs a session', async () => {
    const m = await member(t);
    expect((await m.c.get('personal/list')).code).toBe(4001);
  });
});
