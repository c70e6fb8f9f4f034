import type { FastifyInstance } from 'fastify';
import type { Lang } from '@starlit/contracts';
import { AppError } from '../../lib/errors';
import { exportOf as astroUnlocks } from '../astrology/export';
import { LUCK_KIND, luckSections } from '../bazi/service';
import { solarReturnKind, solarReturnSections } from '../astrology/cycles';
import { destiny, horoscopeReport } from '../astrology/service';
import { exportOf as relationUnlocks } from '../relations/export';
import { depthById, serendipity } from '../relations/service';
import { exportOf as mbtiUnlocks } from '../mbti/export';
import { report as mbtiReport } from '../mbti/service';

interface Section {
  title: string;
  text: string;
}

/** The full text of every report the member unlocked, as their screens show it. */
export interface PaidTexts {
  astro: Array<{ profileId: number; kind: string; lang: Lang; sections: Section[] }>;
  relations: Array<{ report: string; lang: Lang; sections: Section[] }>;
  mbti: Array<{ resultId: string; lang: Lang; sections: Section[] }>;
}

/** The report's sections, or null when what it was written for is gone (a deleted profile). */
async function unlessGone(read: () => Promise<{ sections: Section[] }>) {
  try {
    return (await read()).sections;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

const HOROSCOPE = 'horoscope:';
/** a solar return's unlock kind without its year */
const SOLAR_RETURN = solarReturnKind(0).slice(0, -1);

/**
 * Reads each paid report through the service that shows it (composed by the built-in engine, or
 * the text a model wrote and the server kept), in the export's language, so "download my data"
 * holds the words the member paid for and not only that they paid.
 */
export async function paidTexts(
  app: FastifyInstance,
  userId: string,
  lang: Lang,
): Promise<PaidTexts> {
  const { db, interpreter } = app;
  const out: PaidTexts = { astro: [], relations: [], mbti: [] };
  for (const u of (await astroUnlocks(db, userId)).unlocks) {
    if (u.kind === LUCK_KIND) {
      const luck = await unlessGone(() => luckSections(db, userId, u.profileId, lang));
      if (luck) out.astro.push({ profileId: u.profileId, kind: u.kind, lang, sections: luck });
      continue;
    }
    const sections = await unlessGone(() =>
      u.kind.startsWith(SOLAR_RETURN)
        ? solarReturnSections(
            db,
            userId,
            u.profileId,
            Number(u.kind.slice(SOLAR_RETURN.length)),
            lang,
          )
        : u.kind.startsWith(HOROSCOPE)
          ? horoscopeReport(
              db,
              interpreter,
              userId,
              u.profileId,
              lang,
              u.kind.slice(HOROSCOPE.length),
            )
          : destiny(db, interpreter, userId, u.profileId, lang),
    );
    if (sections) out.astro.push({ profileId: u.profileId, kind: u.kind, lang, sections });
  }
  const relations = await relationUnlocks(db, userId);
  for (const u of relations.unlocks) {
    const ids = { a: u.profileA, b: u.profileB };
    const sections = await unlessGone(() => serendipity(db, interpreter, userId, ids, lang));
    const report = `${u.kind}:${u.profileA}:${u.profileB}`;
    if (sections) out.relations.push({ report, lang, sections });
  }
  for (const d of relations.deepReports) {
    const sections = await unlessGone(() => depthById(db, interpreter, userId, d.id, lang));
    if (sections) out.relations.push({ report: `depth:${d.id}`, lang, sections });
  }
  for (const u of (await mbtiUnlocks(db, userId)).unlocks) {
    const sections = await unlessGone(() => mbtiReport(db, interpreter, userId, u.resultId, lang));
    if (sections) out.mbti.push({ resultId: u.resultId, lang, sections });
  }
  return out;
}
