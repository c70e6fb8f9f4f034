// Writes src/i18n/zone-places-zh.json: each IANA zone's place in Chinese (纽约, 德国, 印第安纳州诺克斯),
// taken from Node's full ICU data (CLDR's generic location format "{place}时间"). Browsers ship
// trimmed ICU data without most Chinese city names, so the web app carries this table.
// Run with Node 20+: node apps/web/scripts/zone-places-zh.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const at = new Date('2000-01-01T00:00:00Z');
const entries = [];
for (const tz of Intl.supportedValuesOf('timeZone')) {
  const text = new Intl.DateTimeFormat('zh-CN', { timeZone: tz, timeZoneName: 'shortGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const place = /^(.+)时间$/.exec(text ?? '')?.[1];
  if (place && /[\u3400-\u9fff]/.test(place) && !/[A-Za-z]/.test(place)) entries.push([tz, place]);
}
const out = `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
writeFileSync(fileURLToPath(new URL('../src/i18n/zone-places-zh.json', import.meta.url)), out);
console.info(`${entries.length} zones`);
