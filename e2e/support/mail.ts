import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env';

const file = (to: string) => path.join(MAIL_DIR, `${to.toLowerCase()}.eml`);

/** Forgets earlier mail to an address, so the next code read is the new one. */
export function clearMail(to: string): void {
  rmSync(file(to), { force: true });
}

/** Waits for a mail to `to` and returns the 6-digit code in it. */
export async function readCode(to: string, timeoutMs = 15_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (existsSync(file(to))) {
      const raw = readFileSync(file(to), 'utf8');
      const body = raw.slice(raw.indexOf('\r\n\r\n'));
      const match = /\b(\d{6})\b/.exec(body);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail with a code reached ${to}`);
}
