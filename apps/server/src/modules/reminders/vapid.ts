import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../lib/config';

/** The key pair (base64url) and contact reminders are signed with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

interface StoredPair {
  publicKey: string;
  privateKey: string;
}

const isPair = (v: unknown): v is StoredPair =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoredPair).publicKey === 'string' &&
  typeof (v as StoredPair).privateKey === 'string';

type VapidConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR'
>;

const fileOf = (config: VapidConfig) => path.join(path.resolve(config.DATA_DIR), 'vapid.json');

function readPair(file: string): StoredPair | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isPair(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The configured VAPID pair, else the one in DATA_DIR/vapid.json; null when there is neither.
 * Reads only: the module registers with it, and the pair is made by ensureVapidKeys.
 */
export function readVapidKeys(config: VapidConfig): VapidKeys | null {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const found = readPair(fileOf(config));
  return found ? { ...found, subject } : null;
}

/**
 * The start-up step that makes the pair (server.ts, before the app is built): the configured
 * pair or DATA_DIR/vapid.json when there is one, else a new pair written there (mode 0600) by
 * the first instance to start: the file appears whole or not at all (written aside, then
 * linked into place, which fails when another instance got there first), so instances sharing
 * the folder share the pair.
 */
export function ensureVapidKeys(config: VapidConfig): VapidKeys {
  const subject = config.VAPID_SUBJECT;
  const known = readVapidKeys(config);
  if (known) return known;
  const file = fileOf(config);
  const read = () => readPair(file);
  mkdirSync(path.dirname(file), { recursive: true });
  const pair = webpush.generateVAPIDKeys();
  const aside = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(aside, JSON.stringify(pair), { mode: 0o600 });
  chmodSync(aside, 0o600);
  try {
    linkSync(aside, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(aside, { force: true });
  }
  const stored = read();
  if (!stored) throw new Error(`${file} is not a VAPID key pair: remove it or set VAPID_* keys`);
  return { ...stored, subject };
}
