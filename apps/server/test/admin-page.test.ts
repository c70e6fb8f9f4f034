import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';

const web = mkdtempSync(path.join(os.tmpdir(), 'starlit-web-'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>member</title>');
writeFileSync(path.join(web, 'admin.html'), '<!doctype html><title>console</title>');
const t = useTestApp({ WEB_DIST: web });
afterAll(() => rmSync(web, { recursive: true, force: true }));

describe('the operator console page', () => {
  it('answers /admin and /admin/ with admin.html under the same security headers', async () => {
    for (const url of ['/admin', '/admin/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>console</title>');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const member = await t.app.inject({ method: 'GET', url: '/' });
    expect(member.body).toContain('<title>member</title>');
  });
});
