import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { Lang } from '@starlit/contracts';
import type { Db, DbOrTx } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { emailTarget, phoneTarget } from '../../lib/phone';
import { exportOf as accountExport, sessionsOf } from '../account/export';
import { exportOf as codesExport } from '../codes/export';
import { exportOf as settingsExport } from '../settings/export';
import { exportOf as profilesExport } from '../profiles/export';
import { exportOf as tarotExport } from '../tarot/export';
import { exportOf as diceExport } from '../dice/export';
import { exportOf as astroExport } from '../astrology/export';
import { exportOf as relationsExport } from '../relations/export';
import { exportOf as mbtiExport } from '../mbti/export';
import { exportOf as chatExport } from '../chat/export';
import { exportOf as pointsExport } from '../points/export';
import { exportOf as paymentsExport } from '../payments/export';
import { exportOf as redeemExport } from '../redeem/export';
import { exportOf as invitesExport } from '../invites/export';
import { exportOf as feedbackExport } from '../feedback/export';
import { exportPages as journalPages } from '../journal/export';
import { exportOf as remindersExport } from '../reminders/export';
import * as repo from './repository';
import { readmeText } from './readme';

/** One file of the zip: its path and how to read its content (JSON data, or bytes as they are). */
type Section = [path: string, read: (db: DbOrTx) => Promise<unknown>];

/** The member's JSON files, each read through its module's export read. */
function sections(userId: string, lang: Lang): Section[] {
  return [
    [
      'account.json',
      async (db) => {
        const account = await accountExport(db, userId);
        if (!account) throw new Error('the account is gone');
        const a = account.account;
        const targets = [
          ...(a.email ? [emailTarget(a.email)] : []),
          ...(a.areaCode && a.phone
            ? [phoneTarget({ areaCode: a.areaCode, number: a.phone })]
            : []),
        ];
        return {
          ...account,
          codesSent: await codesExport(db, targets),
          dataExports: await repo.historyOf(db, userId),
          backgroundJobs: await repo.jobsOf(db, userId),
          idempotentRequests: await repo.idempotentOf(db, userId),
        };
      },
    ],
    ['sessions.json', async (db) => ({ sessions: await sessionsOf(db, userId) })],
    [
      'settings.json',
      async (db) => ({
        userConfig: await settingsExport(db, userId),
        ...(await remindersExport(db, userId)),
      }),
    ],
    ['profiles.json', (db) => profilesExport(db, userId)],
    ['readings/tarot.json', (db) => tarotExport(db, userId, lang)],
    ['readings/dice.json', (db) => diceExport(db, userId)],
    ['reports/astro.json', (db) => astroExport(db, userId)],
    ['reports/relations.json', (db) => relationsExport(db, userId)],
    ['mbti.json', (db) => mbtiExport(db, userId)],
    ['conversations.json', (db) => chatExport(db, userId)],
    [
      'points.json',
      async (db) => ({
        ...(await pointsExport(db, userId)),
        redeemedCodes: await redeemExport(db, userId),
        grantRequests: await repo.grantRequestsOf(db, userId),
      }),
    ],
    ['orders.json', (db) => paymentsExport(db, userId)],
    ['invites.json', (db) => invitesExport(db, userId)],
    ['feedback.json', async (db) => ({ feedback: await feedbackExport(db, userId) })],
  ];
}

/** A file read in pages, `{"<key>": [ … ]}`: for lists that grow with use (the journal). */
type PagedSection = [path: string, key: string, pages: (db: DbOrTx) => AsyncIterable<unknown[]>];

function pagedSections(userId: string, lang: Lang): PagedSection[] {
  return [['journal.json', 'entries', (db) => journalPages(db, userId, lang)]];
}

/** An item of a list as JSON.stringify(…, null, 2) writes it two levels deep. */
const listItem = (item: unknown) =>
  `\n    ${JSON.stringify(item, null, 2).replace(/\n/g, '\n    ')}`;

/**
 * Builds the member's zip: each file read, serialized and compressed in turn (only the
 * compressed output accumulates; a paged file one page at a time, so memory holds a page and
 * never the whole list), all reads in one read-only repeatable-read transaction so the files
 * agree with each other; then the uploaded files (avatar, feedback pictures).
 */
export async function buildExport(
  db: Db,
  storage: Storage,
  userId: string,
  lang: Lang,
  now: Date,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else chunks.push(chunk);
  });
  const open = (path: string, compress = true) => {
    const file = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    file.mtime = now;
    zip.add(file);
    return file;
  };
  const add = (path: string, data: Uint8Array, compress = true) =>
    open(path, compress).push(data, true);
  add('README.txt', strToU8(readmeText(lang, now)));
  const uploads: string[] = [];
  await db.transaction(
    async (tx) => {
      for (const [path, read] of sections(userId, lang)) {
        const data = await read(tx);
        if (path === 'account.json') {
          const avatar = (data as { account: { avatar: string | null } }).account.avatar;
          if (avatar) uploads.push(avatar);
        }
        if (path === 'feedback.json') {
          for (const f of (data as { feedback: Array<{ pictures: string[] }> }).feedback)
            uploads.push(...f.pictures);
        }
        add(path, strToU8(JSON.stringify(data, null, 2)));
      }
      for (const [path, key, pages] of pagedSections(userId, lang)) {
        const file = open(path);
        file.push(strToU8(`{\n  ${JSON.stringify(key)}: [`));
        let listed = false;
        for await (const page of pages(tx)) {
          const text = page.map((item, i) => (listed || i > 0 ? ',' : '') + listItem(item));
          if (page.length > 0) listed = true;
          file.push(strToU8(text.join('')));
        }
        file.push(strToU8(listed ? '\n  ]\n}' : ']\n}'), true);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  for (const key of uploads) {
    const bytes = await storage.get(key);
    // pictures are compressed already; stored as they are
    if (bytes) add(`files/${key}`, bytes, false);
  }
  zip.end();
  if (failure) throw failure;
  return Buffer.concat(chunks);
}
