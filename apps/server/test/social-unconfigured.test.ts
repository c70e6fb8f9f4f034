import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { client } from './support/client';

const t = useTestApp();

describe('social sign-in without configuration', () => {
  it('answers 1001 for a provider that is not configured', async () => {
    const c = client(t);
    expect(
      (await c.get('social/start?provider=google&redirectUri=http://localhost:8080/')).code,
    ).toBe(1001);
    expect(
      (await c.get('social/start?provider=twitter&redirectUri=http://localhost:8080/')).code,
    ).toBe(1001);
    expect(
      (await c.post('socialLogin', { type: 2, access_token: 'x', third_name: 'google' })).code,
    ).toBe(1001);
    expect((await c.get('publicConfig')).data.social).toEqual([]);
  });
});
