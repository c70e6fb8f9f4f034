import { expect, type Page } from '@playwright/test';
import { clearMail, readCode } from './mail';
import { E2E_PORT } from './env';

/** A member registered through the API (code read from the captured mail). */
export interface Member {
  token: string;
  userId: string;
  email: string;
}

const API = `http://127.0.0.1:${E2E_PORT}/api/v2`;

export async function api<T = never>(path: string, body: object, token?: string) {
  const res = await fetch(`${API}/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ lang: 'en', ...body }),
  });
  return (await res.json()) as { code: number; data: T };
}

export async function registerMember(prefix: string): Promise<Member> {
  const email = `${prefix}-${Date.now()}@example.com`;
  clearMail(email);
  expect((await api('sendEmailCode', { email, purpose: 'register' })).code).toBe(200);
  const res = await api<{ user_token: string; user_id: string }>('register', {
    email,
    code: await readCode(email),
    password: 'member-pass-42',
  });
  expect(res.code).toBe(200);
  return { token: res.data.user_token, userId: res.data.user_id, email };
}

/** Opens a route signed in as the member, in a language. */
export async function openAs(page: Page, member: Member, hash: string, lang: 'en' | 'zh' = 'en') {
  await page.addInitScript(
    ({ token, userId, l }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      localStorage.setItem('loginStatus', 'true');
      localStorage.setItem('lang', l);
    },
    { token: member.token, userId: member.userId, l: lang },
  );
  await page.goto(`/#${hash}`);
}
