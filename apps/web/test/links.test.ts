import { describe, expect, it } from 'vitest';
import { appTarget } from '../src/features/apps/AppCatalogue';
import { avatarProblem } from '../src/features/account/avatarFile';

describe('app catalogue links', () => {
  it('opens in-app routes in the router and https pages in a new tab', () => {
    expect(appTarget('#/answersBook')).toEqual({ kind: 'route', path: '/answersBook' });
    expect(appTarget('https://example.com/app')).toEqual({
      kind: 'web',
      url: 'https://example.com/app',
    });
  });

  it('ignores anything else', () => {
    expect(appTarget('javascript:alert(1)')).toBeNull();
    expect(appTarget('http://plain.example.com')).toBeNull();
    expect(appTarget('answersBook')).toBeNull();
  });
});

describe('avatar files', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });
  it('accepts PNG, JPG and JPEG up to 2 MB', () => {
    expect(avatarProblem(file('me.png', 'image/png', 1000))).toBeNull();
    expect(avatarProblem(file('me.JPG', 'image/jpeg', 2 * 1024 * 1024))).toBeNull();
    expect(avatarProblem(file('me.jpeg', '', 10))).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(avatarProblem(file('me.gif', 'image/gif', 10))).toBe('avatar.type');
    expect(avatarProblem(file('me.png', 'image/webp', 10))).toBe('avatar.type');
    expect(avatarProblem(file('me.webp', 'image/png', 10))).toBe('avatar.type');
    expect(avatarProblem(file('me.png', 'image/png', 2 * 1024 * 1024 + 1))).toBe('avatar.size');
  });
});
