import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { client, type Client } from './support/client';
import { subRegions, type PlaceView } from './support/places';
import type { PlacesFile } from '../src/modules/places/format';
import { listCountries, searchPlaces } from '../src/modules/places/service';

const t = useTestApp();

const search = (c: Client, q: string, lang: 'zh' | 'en') =>
  subRegions(c, `q=${encodeURIComponent(q)}&lang=${lang}`);

/** The usual Chinese name of a world city, its country and the start of its English name
 * (without diacritics). */
const WORLD_CITIES: Array<[zh: string, country: string, en: string]> = [
  ['纽约', 'US', 'New York'],
  ['伦敦', 'GB', 'London'],
  ['东京', 'JP', 'Tokyo'],
  ['巴黎', 'FR', 'Paris'],
  ['洛杉矶', 'US', 'Los Angeles'],
  ['悉尼', 'AU', 'Sydney'],
  ['新加坡', 'SG', 'Singapore'],
  ['首尔', 'KR', 'Seoul'],
  ['柏林', 'DE', 'Berlin'],
  ['罗马', 'IT', 'Rome'],
  ['莫斯科', 'RU', 'Moscow'],
  ['曼谷', 'TH', 'Bangkok'],
  ['多伦多', 'CA', 'Toronto'],
  ['温哥华', 'CA', 'Vancouver'],
  ['旧金山', 'US', 'San Francisco'],
  ['芝加哥', 'US', 'Chicago'],
  ['墨尔本', 'AU', 'Melbourne'],
  ['大阪', 'JP', 'Osaka'],
  ['吉隆坡', 'MY', 'Kuala Lumpur'],
  ['迪拜', 'AE', 'Dubai'],
  ['开罗', 'EG', 'Cairo'],
  ['孟买', 'IN', 'Mumbai'],
  ['伊斯坦布尔', 'TR', 'Istanbul'],
  ['马德里', 'ES', 'Madrid'],
  ['巴塞罗那', 'ES', 'Barcelona'],
  ['阿姆斯特丹', 'NL', 'Amsterdam'],
  ['维也纳', 'AT', 'Vienna'],
  ['布拉格', 'CZ', 'Prague'],
  ['华盛顿', 'US', 'Washington'],
  ['波士顿', 'US', 'Boston'],
  ['西雅图', 'US', 'Seattle'],
  ['休斯敦', 'US', 'Houston'],
  ['墨西哥城', 'MX', 'Mexico City'],
  ['圣保罗', 'BR', 'Sao Paulo'],
  ['布宜诺斯艾利斯', 'AR', 'Buenos Aires'],
  ['约翰内斯堡', 'ZA', 'Johannesburg'],
  ['奥克兰', 'NZ', 'Auckland'],
  ['河内', 'VN', 'Hanoi'],
  ['胡志明市', 'VN', 'Ho Chi Minh City'],
  ['雅加达', 'ID', 'Jakarta'],
  ['马尼拉', 'PH', 'Manila'],
  ['新德里', 'IN', 'New Delhi'],
  ['德黑兰', 'IR', 'Tehran'],
  ['米兰', 'IT', 'Milan'],
  ['慕尼黑', 'DE', 'Munich'],
  ['苏黎世', 'CH', 'Zurich'],
  ['日内瓦', 'CH', 'Geneve'],
  ['斯德哥尔摩', 'SE', 'Stockholm'],
  ['哥本哈根', 'DK', 'Copenhagen'],
  ['都柏林', 'IE', 'Dublin'],
  ['釜山', 'KR', 'Busan'],
  ['京都', 'JP', 'Kyoto'],
  ['里约热内卢', 'BR', 'Rio de Janeiro'],
  ['开普敦', 'ZA', 'Cape Town'],
  ['雅典', 'GR', 'Athens'],
  ['里斯本', 'PT', 'Lisbon'],
  ['华沙', 'PL', 'Warsaw'],
  ['布达佩斯', 'HU', 'Budapest'],
  ['蒙特利尔', 'CA', 'Montreal'],
  ['费城', 'US', 'Philadelphia'],
  ['横滨', 'JP', 'Yokohama'],
  ['加尔各答', 'IN', 'Kolkata'],
  ['布鲁塞尔', 'BE', 'Brussels'],
  ['金边', 'KH', 'Phnom Penh'],
  // named only by the countries-states-cities database's zh-CN names
  ['吉萨', 'EG', 'Giza'],
  ['坎普尔', 'IN', 'Kanpur'],
  ['费萨拉巴德', 'PK', 'Faisalabad'],
  ['下诺夫哥罗德', 'RU', 'Nizhniy Novgorod'],
  ['沃罗涅日', 'RU', 'Voronezh'],
  ['纳塔尔', 'BR', 'Natal'],
  ['尼泰罗伊', 'BR', 'Niteroi'],
  ['黑角', 'CG', 'Pointe-Noire'],
];

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;
const LATIN = /[A-Za-z]/u;

/** Without diacritics: Zürich → Zurich. */
const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

/** One script only: Chinese (with the country's own punctuation) or English. */
const oneScript = (text: string) => !(CJK.test(text) && LATIN.test(text));

describe('places: world cities in Chinese', () => {
  it(`finds ${WORLD_CITIES.length} world cities by their Chinese names, named in one language`, async () => {
    // two requests through the app; the many searches below call the module itself, since
    // the public rate limit would stop them
    const c = client(t);
    expect((await search(c, '纽约', 'zh'))[0]).toMatchObject({ fullName: '美国 纽约' });
    expect((await search(c, '纽约', 'en'))[0]).toMatchObject({
      fullName: 'New York City, New York, United States',
    });
    const countries = new Map<string, { en: string; zh: string }>();
    for (const x of listCountries('en')) countries.set(x.code, { en: x.name, zh: '' });
    for (const x of listCountries('zh')) countries.get(x.code)!.zh = x.name;
    expect(WORLD_CITIES.length).toBeGreaterThanOrEqual(50);

    for (const [name, country, english] of WORLD_CITIES) {
      const found = searchPlaces(name, undefined, 'zh').slice(0, 3);
      const city = found.find((p) => p.country === country && p.kind === 'city');
      expect(city, `${name}: ${found.map((p) => p.fullName).join(' / ')}`).toBeDefined();
      // "美国 纽约": the country's Chinese name first, the city's last, nothing in English
      expect(city!.name.startsWith(name), name).toBe(true);
      expect(city!.fullName.startsWith(countries.get(country)!.zh), city!.fullName).toBe(true);
      expect(city!.fullName.endsWith(city!.name), city!.fullName).toBe(true);
      expect(LATIN.test(city!.fullName), city!.fullName).toBe(false);

      // the same place in English: "New York City, New York, United States", no Chinese
      const same = searchPlaces(name, undefined, 'en').find((p) => p.id === city!.id);
      expect(same, name).toBeDefined();
      expect(plain(same!.name).startsWith(english), `${name}: ${same!.name}`).toBe(true);
      expect(same!.fullName.endsWith(countries.get(country)!.en), same!.fullName).toBe(true);
      expect(CJK.test(same!.fullName), same!.fullName).toBe(false);
    }
  });

  it('ranks the city people mean first', async () => {
    const c = client(t);
    const first = async (q: string) => (await search(c, q, 'zh'))[0]!;
    expect(await first('纽约')).toMatchObject({
      id: 'g:5128581',
      name: '纽约',
      fullName: '美国 纽约',
    });
    expect(await first('伦敦')).toMatchObject({ country: 'GB', fullName: '英国 伦敦' });
    expect(await first('悉尼')).toMatchObject({ country: 'AU', fullName: '澳大利亚 悉尼' });
    // a regional form finds the same city under its mainland name
    expect(await first('雪梨')).toMatchObject({ country: 'AU', name: '悉尼' });
    expect(await first('东京')).toMatchObject({ country: 'JP', kind: 'city', name: '东京' });
    expect(await first('台北')).toMatchObject({ name: '台北', fullName: '中国台湾 台北' });
  });

  it('names a region in Chinese where it has a Chinese name, else leaves it out', async () => {
    const c = client(t);
    // Tokyo the prefecture is 东京, so its towns read 日本 东京 八王子
    const hachioji = (await search(c, '八王子', 'zh'))[0]!;
    expect(hachioji).toMatchObject({ country: 'JP', fullName: '日本 东京 八王子' });
    const prefectures = (await c.get('personal/subRegion?country=JP&lang=zh')).data
      .list as PlaceView[];
    expect(prefectures.find((p) => p.id === 'r:JP.40')).toMatchObject({
      name: '东京',
      fullName: '日本 东京',
    });
    // no Chinese name for the state of New York: 美国 纽约, not 美国 New York 纽约
    const ny = (await search(c, '纽约', 'zh'))[0]!;
    expect(ny.fullName).toBe('美国 纽约');
  });

  it('never mixes scripts in Chinese: a place without a Chinese name is English whole', () => {
    const seen: PlaceView[] = [];
    for (const q of [
      ...WORLD_CITIES.map(([zh]) => zh),
      'san',
      'york',
      'spring',
      'paris',
      'kanpur',
      'giza',
      'saint',
      'new',
      'port',
      'ville',
    ])
      seen.push(...searchPlaces(q, undefined, 'zh'));
    expect(seen.length).toBeGreaterThan(200);
    const english = seen.filter((p) => !CJK.test(p.name));
    expect(english.length).toBeGreaterThan(0);
    for (const p of seen) {
      expect(oneScript(p.name), p.name).toBe(true);
      expect(oneScript(p.fullName), p.fullName).toBe(true);
    }
    // such a place reads as in English: "Kanpur, Uttar Pradesh, India"
    for (const p of english) expect(p.fullName).toMatch(/^[^\u3400-\u9fff]+, [^,]+$/u);
  });
});

describe('places: how many world cities have a Chinese name', () => {
  const file = JSON.parse(
    gunzipSync(readFileSync(new URL('../data/places.json.gz', import.meta.url))).toString('utf8'),
  ) as PlacesFile;
  // the most populous places outside mainland China (the file lists none of mainland China
  // among its cities)
  const ranked = file.cities.filter((c) => c[3] !== 'CN').sort((a, b) => b[7] - a[7]);
  const named = (n: number) => ranked.slice(0, n).filter((c) => c[9] !== '').length / n;

  it('names most of the most populous cities in Chinese', () => {
    expect(ranked.length).toBeGreaterThan(20_000);
    expect(named(100)).toBeGreaterThanOrEqual(1);
    expect(named(1000)).toBeGreaterThanOrEqual(0.98);
    expect(named(5000)).toBeGreaterThanOrEqual(0.98);
  });

  it('shows only clean Chinese names: no source artefacts, no Latin letters', () => {
    // Wikidata labels come with a disambiguation (马拉维_(菲律宾)) or a trailing _
    const shown = [...file.cities.map((c) => c[9]), ...file.regions.map((r) => r[7])];
    const unclean = shown.filter((zh) => /[_(（)）A-Za-z]/u.test(zh));
    expect(unclean).toEqual([]);
  });

  it('takes no machine-translated word for a place name', () => {
    // Sale (Morocco) is not 销售, Tripoli not 硅藻土, Thane (India) not 领主, Ha'il not 冰雹
    for (const word of ['销售', '硅藻土', '领主', '冰雹', '侵蚀'])
      expect(searchPlaces(word, undefined, 'zh'), word).toEqual([]);
    expect(searchPlaces('的黎波里', 'LY', 'zh')[0]).toMatchObject({
      kind: 'city',
      name: '的黎波里',
    });
  });
});
