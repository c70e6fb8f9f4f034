import { strToU8 } from 'fflate';
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
import { exportOf as baziExport } from '../bazi/export';
import { exportOf as relationsExport } from '../relations/export';
import { exportOf as mbtiExport } from '../mbti/export';
import { conversationsOf, messagePages, replyLockOf } from '../chat/export';
import { exportOf as pointsExport } from '../points/export';
import { exportOf as paymentsExport } from '../payments/export';
import { exportOf as redeemExport } from '../redeem/export';
import { exportOf as invitesExport } from '../invites/export';
import { exportOf as feedbackExport } from '../feedback/export';
import { exportPages as journalPages } from '../journal/export';
import { exportOf as remindersExport } from '../reminders/export';
import * as repo from './repository';
import { readmeText } from './readme';
import { ZipFile, type ZipEntry } from './zip-file';
import type { PaidTexts } from './paid-texts';

/** One file of the zip: its path and how to read its content (JSON data, or bytes as they are). */
type Section = [path: string, read: (db: DbOrTx) => Promise<unknown>];

/**
 * The member's JSON files, each read through its module's export read; the reports they paid
 * for with their full text (`paid`, read before as their screens read them).
 */
function sections(userId: string, lang: Lang, paid: PaidTexts): Section[] {
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
        bazi: await baziExport(db, userId),
        ...(await remindersExport(db, userId)),
      }),
    ],
    ['profiles.json', (db) => profilesExport(db, userId)],
    ['readings/tarot.json', (db) => tarotExport(db, userId, lang)],
    ['readings/dice.json', (db) => diceExport(db, userId)],
    [
      'reports/astro.json',
      async (db) => ({ ...(await astroExport(db, userId)), reports: paid.astro }),
    ],
    [
      'reports/relations.json',
      async (db) => ({ ...(await relationsExport(db, userId)), texts: paid.relations }),
    ],
    ['mbti.json', async (db) => ({ ...(await mbtiExport(db, userId)), reports: paid.mbti })],
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

/** A file written in pieces as it is read: for what grows with use (journal, conversations). */
type StreamedSection = [path: string, write: (db: DbOrTx, out: ZipEntry) => Promise<void>];

/**
 * A JSON list written a page at a time, as JSON.stringify(…, null, 2) would write it `depth`
 * levels deep: `[`, each item on its own indented lines, `]`.
 */
async function writeList(out: ZipEntry, pages: AsyncIterable<unknown[]>, depth: number) {
  const pad = '  '.repeat(depth);
  let listed = false;
  await out.write('[');
  for await (const page of pages) {
    for (const item of page) {
      const text = JSON.stringify(item, null, 2).replace(/\n/g, `\n${pad}  `);
      await out.write(`${listed ? ',' : ''}\n${pad}  ${text}`);
      listed = true;
    }
  }
  await out.write(listed ? `\n${pad}]` : ']');
}

function streamedSections(userId: string, lang: Lang): StreamedSection[] {
  return [
    [
      'journal.json',
      async (db, out) => {
        await out.write('{\n  "entries": ');
        await writeList(out, journalPages(db, userId, lang), 1);
        await out.end('\n}');
      },
    ],
    [
      'conversations.json',
      async (db, out) => {
        await out.write('{\n  "conversations": [');
        const conversations = await conversationsOf(db, userId);
        for (const [i, c] of conversations.entries()) {
          // the conversation's own fields, its closing brace left off for its messages
          const head = JSON.stringify(c, null, 2).slice(0, -2).replace(/\n/g, '\n    ');
          await out.write(`${i > 0 ? ',' : ''}\n    ${head},\n      "messages": `);
          await writeList(out, messagePages(db, userId, c.id), 3);
          await out.write('\n    }');
        }
        const lock = JSON.stringify(await replyLockOf(db, userId));
        await out.end(
          `${conversations.length > 0 ? '\n  ' : ''}],\n  "replyInProgressUntil": ${lock}\n}`,
        );
      },
    ],
  ];
}

/**
 * Builds the member's zip into a temporary file: each file read, serialized and compressed in
 * turn, and what grows with use a page at a time, so memory holds a page and never a whole
 * list or the archive; all reads in one read-only repeatable-read transaction so the files
 * agree with each other; then the uploaded files (avatar, feedback pictures). The caller
 * stores the file and disposes of it.
 */
export async function buildExport(
  db: Db,
  storage: Storage,
  userId: string,
  lang: Lang,
  now: Date,
  paid: PaidTexts,
): Promise<ZipFile> {
  const zip = await ZipFile.create(now);
  try {
    await zip.add('README.txt', strToU8(readmeText(lang, now)));
    const uploads: string[] = [];
    await db.transaction(
      async (tx) => {
        for (const [path, read] of sections(userId, lang, paid)) {
          const data = await read(tx);
          if (path === 'account.json') {
            const avatar = (data as { account: { avatar: string | null } }).account.avatar;
            if (avatar) uploads.push(avatar);
          }
          if (path === 'feedback.json') {
            for (const f of (data as { feedback: Array<{ pictures: string[] }> }).feedback)
              uploads.push(...f.pictures);
          }
          await zip.add(path, strToU8(JSON.stringify(data, null, 2)));
        }
        for (const [path, write] of streamedSections(userId, lang)) await write(tx, zip.open(path));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const key of uploads) {
      const bytes = await storage.get(key);
      // pictures are compressed already; stored as they are
      if (bytes) await zip.add(`files/${key}`, bytes, false);
    }
    await zip.finish();
    return zip;
  } catch (err) {
    await zip.dispose();
    throw err;
  }
}
