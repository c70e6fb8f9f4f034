import { expect } from 'vitest';
import { unzipSync } from 'fflate';
import type { TestApp } from './app';
import type { Client } from './client';

/**
 * Asks for the member's "download my data" file in `lang`, runs the jobs that build it, and
 * downloads it: the answer (its headers, its bytes) and the files unzipped.
 */
export async function downloadExport(
  t: TestApp,
  m: { c: Client; token: string },
  lang: 'en' | 'zh',
) {
  expect((await m.c.post('myData/export', { lang }, m.token)).code).toBe(200);
  await t.app.jobs.runDue(new Date());
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/myData/export/file',
    headers: { authorization: `Bearer ${m.token}` },
  });
  expect(res.statusCode).toBe(200);
  return { res, files: unzipSync(new Uint8Array(res.rawPayload)) };
}
