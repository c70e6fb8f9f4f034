import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notificationOf, parsePush, routeOf } from '../src/sw-push';

const REMINDER = {
  kind: 'daily',
  title: 'Today: 82',
  body: 'A good day to finish what you started.',
  url: '#/todayFortune',
  tag: 'daily',
};

describe("the service worker's push messages", () => {
  it('shows a reminder with its words, tag, icon and route', () => {
    const push = parsePush(JSON.stringify(REMINDER));
    expect(push).toEqual(REMINDER);
    expect(notificationOf(push!)).toEqual({
      title: 'Today: 82',
      options: {
        body: 'A good day to finish what you started.',
        tag: 'daily',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: '#/todayFortune' },
      },
    });
  });

  it('has a badge Android can draw as a mask: a PNG with an alpha channel', () => {
    const png = readFileSync(path.resolve(import.meta.dirname, '../public/icons/badge-96.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: 96 × 96, 8 bits, colour type 6 (RGBA)
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([96, 96, 8, 6]);
  });

  it('ignores anything that is not a reminder', () => {
    expect(parsePush(null)).toBeNull();
    expect(parsePush('')).toBeNull();
    expect(parsePush('not json')).toBeNull();
    expect(parsePush('"a string"')).toBeNull();
    expect(parsePush(JSON.stringify({ ...REMINDER, kind: 'sale' }))).toBeNull();
    expect(parsePush(JSON.stringify({ ...REMINDER, title: '' }))).toBeNull();
    expect(parsePush(JSON.stringify({ ...REMINDER, body: 3 }))).toBeNull();
    // a tap never leaves the app
    expect(
      parsePush(JSON.stringify({ ...REMINDER, url: 'https://elsewhere.example/' })),
    ).toBeNull();
    expect(parsePush(JSON.stringify({ ...REMINDER, url: '//elsewhere.example/#/x' }))).toBeNull();
  });

  it("opens the notification's route, else home", () => {
    expect(routeOf({ url: '#/chat/chat_base/junior/42' })).toBe('#/chat/chat_base/junior/42');
    expect(routeOf({ url: 'javascript:alert(1)' })).toBe('#/');
    expect(routeOf(null)).toBe('#/');
  });
});
