import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env';

const file = (to: string) => path.join(MAIL_DIR, `${to.toLowerCase()}.eml`);

/** Forgets earlier mail to an address, so the next code read is the new one. */
export function clearMail(to: string): void {
  rmSync(file(to), { force: true });
}

/** The 6-digit code in the mail to `to`, or '' while none has come. */
function codeIn(to: string): string {
  if (!existsSync(file(to))) return '';
  const raw = readFileSync(file(to), 'utf8');
  const body = raw.slice(raw.indexOf('\r\n\r\n'));
  return /\b(\d{6})\b/.exec(body)?.[1] ?? '';
}

/** Waits for a mail to `to` and returns the 6-digit code in it. */
export async function readCode(to: string, timeoutMs = 15_000): Promise<string> {
  await expect
    .poll(() => codeIn(to), {
      message: `a mail with a code reaches ${to}`,
      timeout: timeoutMs,
      intervals: [200],
    })
    .toMatch(/^\d{6}$/);
  return codeIn(to);
}
