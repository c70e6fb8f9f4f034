import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
/** Scratch folder of one run: the server's data and the captured mail. */
export const RUN_DIR = process.env.E2E_RUN_DIR ?? path.join(os.tmpdir(), 'starlit-e2e');
export const MAIL_DIR = path.join(RUN_DIR, 'mail');
