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
        badge: '/icons/icon-192.png',
        data: { url: '#/todayFortune' },
      },
    });
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
