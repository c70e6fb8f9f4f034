import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
/** Scratch folder of one run: the server's data and the captured mail. */
export const RUN_DIR = process.env.E2E_RUN_DIR ?? path.join(os.tmpdir(), 'starlit-e2e');
export const MAIL_DIR = path.join(RUN_DIR, 'mail');

/** Codes an operator made before the server started (npm run admin), for the economy tests. */
export const E2E_REDEEM_CODE = 'STAR88';
export const E2E_REDEEM_POINTS = 200;
/** what every new account starts with (the economy's `welcome` rule) */
export const E2E_WELCOME_POINTS = 45;
export const E2E_DISCOUNT_CODE = 'E2E80';
