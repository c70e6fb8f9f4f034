/**
 * Measures the daily fortune's variety over a full year for 20 sample members, both languages:
 * `npx tsx packages/core/scripts/fortune-variety.ts [days] [members]`.
 */
import { measureVariety, memberDays, sampleMembers } from '../test/lint/daily';

const days = Number(process.argv[2] ?? 365);
const count = Number(process.argv[3] ?? 20);
const members = sampleMembers(count);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
for (const lang of ['zh', 'en'] as const) {
  const started = Date.now();
  const v = measureVariety(members, '2026-01-01', days, lang);
  console.info(
    `${lang}: ${count} members × ${days} days — distinct overall lines ${pct(v.overall)} (lowest member), ` +
      `distinct area lines ${pct(v.area)} (lowest member and area), ` +
      `distinct overall sentences ${pct(v.overallSentences)}, ` +
      `same line as the day before ${v.consecutive}, ` +
      `paid sentences also in the free view ${v.paidInFree} of ${v.paidSentences} ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
if (process.argv.includes('--show')) {
  for (const lang of ['zh', 'en'] as const) {
    const [d] = memberDays(members[0]!, '2026-12-06', 1, lang);
    console.info(JSON.stringify(d, null, 2));
  }
}
