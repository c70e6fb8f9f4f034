import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { client } from './support/client';
import { subRegions, type PlaceView } from './support/places';
import { places } from '../src/modules/places/data';
import { fullName, placeById, searchPlaces } from '../src/modules/places/service';

const t = useTestApp();

const list = subRegions;

const find = (places: PlaceView[], id: string) => {
  const place = places.find((p) => p.id === id);
  expect(place, id).toBeDefined();
  return place!;
};

describe('places: countries and browsing', () => {
  it('lists the countries in either language, China first, then by name', async () => {
    const c = client(t);
    const en = (await c.get('personal/baseRegion?lang=en')).data.list;
    const zh = (await c.get('personal/baseRegion?lang=zh')).data.list;
    expect(en[0]).toEqual({ code: 'CN', name: 'China' });
    expect(zh[0]).toEqual({ code: 'CN', name: '中国' });
    expect(en.length).toBeGreaterThan(200);
    expect(en).toContainEqual({ code: 'US', name: 'United States' });
    expect(zh).toContainEqual({ code: 'US', name: '美国' });
    expect(zh).toContainEqual({ code: 'BR', name: '巴西' });
    const names = en.slice(1).map((x: { name: string }) => x.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('walks China from provinces to prefectures to counties', async () => {
    const c = client(t);
    const provinces = await list(c, 'country=CN&lang=zh');
    expect(provinces).toHaveLength(34);
    expect(find(provinces, 'cn:31')).toMatchObject({
      name: '上海市',
      kind: 'region',
      hasChildren: true,
    });
    expect(find(provinces, 'cn:44')).toMatchObject({ name: '广东省', tz: 'Asia/Shanghai' });
    expect(find(provinces, 'cn:81')).toMatchObject({
      name: '香港特别行政区',
      tz: 'Asia/Hong_Kong',
    });
    expect(find(provinces, 'cn:71')).toMatchObject({ tz: 'Asia/Taipei' });

    // a municipality lists its districts
    const shanghai = await list(c, 'country=CN&parent=cn:31&lang=zh');
    const pudong = find(shanghai, 'cn:310115');
    expect(pudong).toMatchObject({
      name: '浦东新区',
      fullName: '中国 上海市 浦东新区',
      kind: 'county',
      tz: 'Asia/Shanghai',
      hasChildren: false,
    });
    expect(pudong.lat).toBeCloseTo(31.2, 0);
    expect(pudong.lon).toBeCloseTo(121.5, 0);
    const pudongEn = find(await list(c, 'country=CN&parent=cn:31&lang=en'), 'cn:310115');
    expect(pudongEn).toMatchObject({ name: 'Pudong', fullName: 'Pudong, Shanghai, China' });

    const guangdong = await list(c, 'country=CN&parent=cn:44&lang=zh');
    const guangzhou = find(guangdong, 'cn:4401');
    expect(guangzhou).toMatchObject({ name: '广州市', kind: 'city', hasChildren: true });
    expect(guangzhou.lat).toBeCloseTo(23.1, 0);
    const districts = await list(c, 'country=CN&parent=cn:4401&lang=zh');
    expect(find(districts, 'cn:440106')).toMatchObject({
      name: '天河区',
      fullName: '中国 广东省 广州市 天河区',
      kind: 'county',
    });
  });

  it('walks other countries from regions to their cities by population', async () => {
    const c = client(t);
    const states = await list(c, 'country=US');
    expect(find(states, 'r:US.NY')).toMatchObject({ name: 'New York', kind: 'region' });
    const cities = await list(c, 'country=us&parent=r:US.NY');
    expect(cities[0]).toMatchObject({ name: 'New York City', tz: 'America/New_York' });
    const populations = cities.map((p) => p.kind);
    expect(new Set(populations)).toEqual(new Set(['city']));
  });
});

describe('places: search', () => {
  it('finds places by Chinese, English and ASCII names', async () => {
    const c = client(t);
    const first = async (q: string, lang = 'en') =>
      (await list(c, `q=${encodeURIComponent(q)}&lang=${lang}`))[0]!;

    for (const q of ['上海', 'shanghai', 'SHANGHAI']) {
      const shanghai = await first(q, 'zh');
      expect(shanghai).toMatchObject({ id: 'cn:31', name: '上海市', tz: 'Asia/Shanghai' });
      expect(shanghai.lat).toBeCloseTo(31.2, 0);
      expect(shanghai.lon).toBeCloseTo(121.5, 0);
    }
    for (const q of ['São Paulo', 'sao paulo', 'Sao-Paulo']) {
      const sp = await first(q);
      expect(sp).toMatchObject({ name: 'São Paulo', country: 'BR', tz: 'America/Sao_Paulo' });
      expect(sp.lat).toBeCloseTo(-23.5, 0);
      expect(sp.lon).toBeCloseTo(-46.6, 0);
    }
    const ny = await first('New York');
    expect(ny).toMatchObject({
      name: 'New York City',
      fullName: 'New York City, New York, United States',
      tz: 'America/New_York',
    });
    expect(ny.lat).toBeCloseTo(40.7, 0);
    expect(ny.lon).toBeCloseTo(-74, 0);

    // Ürümqi keeps Beijing time: all of mainland China is on Asia/Shanghai, not Asia/Urumqi
    const urumqi = await first('乌鲁木齐', 'zh');
    expect(urumqi).toMatchObject({ id: 'cn:6501', name: '乌鲁木齐市', tz: 'Asia/Shanghai' });
    expect(urumqi.lon).toBeCloseTo(87.6, 0);
    expect((await first('urumqi')).id).toBe('cn:6501');
    expect(await first('浦东', 'zh')).toMatchObject({ id: 'cn:310115' });
    expect(await first('台北', 'zh')).toMatchObject({ name: '台北', tz: 'Asia/Taipei' });
  });

  it('ranks prefix matches first, filters by country, and returns at most 20', async () => {
    const c = client(t);
    const york = await list(c, 'q=york');
    expect(york[0]!.name.toLowerCase().startsWith('york')).toBe(true);
    expect(york.some((p) => p.name === 'New York City')).toBe(true);
    const paris = await list(c, 'q=paris&country=US');
    expect(paris.length).toBeGreaterThan(0);
    expect(paris.every((p) => p.country === 'US')).toBe(true);
    expect(await list(c, 'q=san')).toHaveLength(20);
    expect(await list(c, 'q=qqqxxz')).toEqual([]);
  });

  it('lists every place once: a region named like its seat is found as the city', () => {
    for (const q of ['Dubai', 'São Paulo', 'Istanbul', 'Cairo', 'Osaka', 'Buenos Aires', '迪拜']) {
      for (const lang of ['en', 'zh'] as const) {
        const rows = searchPlaces(q, undefined, lang).map((p) => `${p.fullName} ${p.lat},${p.lon}`);
        expect(new Set(rows).size, `${q} (${lang}): ${rows.join(' | ')}`).toBe(rows.length);
      }
    }
    expect(searchPlaces('Dubai', undefined, 'en').map((p) => p.id)).toEqual(['g:292223']);
    // the region's own names still find the city it sits at, and the region is still browsable
    expect(searchPlaces('Dhaka Division', undefined, 'en')[0]).toMatchObject({
      id: 'g:1185241',
      fullName: 'Dhaka, Dhaka Division, Bangladesh',
    });
    expect(placeById('r:AE.03')).toMatchObject({ kind: 'region', hasChildren: true });
  });

  it('has no two search rows for one place, in either language', () => {
    const { nodes } = places().all;
    for (const lang of ['en', 'zh'] as const) {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const node of nodes) {
        // three Chinese counties share a pinyin name and a borrowed seat: told apart in Chinese
        if (lang === 'en' && node.country === 'CN') continue;
        const row = `${fullName(node, lang)} ${node.lat},${node.lon}`;
        if (seen.has(row)) twice.push(`${row}: ${seen.get(row)} ${node.id}`);
        else seen.set(row, node.id);
      }
      expect(twice, lang).toEqual([]);
    }
  });

  // how fast a search is belongs to `npm run bench` (bench/astro.ts), never to a test
  it('answers a repeated search the same, in the language asked for', () => {
    for (const q of ['上海', 'shanghai', 'sao paulo', 'new york', 'zzzz', '乌鲁木齐']) {
      const first = searchPlaces(q, undefined, 'zh');
      expect(searchPlaces(q, undefined, 'zh')).toEqual(first);
    }
    expect(searchPlaces('shanghai', undefined, 'zh')[0]).toMatchObject({ tz: 'Asia/Shanghai' });
  });

  it('gives a place by id for profiles to snapshot', () => {
    expect(placeById('cn:310115', 'zh')).toMatchObject({ name: '浦东新区', tz: 'Asia/Shanghai' });
    expect(placeById('g:5128581')).toMatchObject({ name: 'New York City', tz: 'America/New_York' });
    expect(placeById('g:0')).toBeUndefined();
  });
});

describe('places: bad input', () => {
  it('refuses with 1001', async () => {
    const c = client(t);
    for (const query of [
      '',
      'lang=zh',
      `q=${'a'.repeat(41)}`,
      'q=%20%20',
      'country=ZZ',
      'country=USA',
      'country=',
      'country=CN&parent=cn:999999',
      'country=US&parent=cn:31',
    ]) {
      const res = await c.get(`personal/subRegion?${query}`);
      expect(res.code, query).toBe(1001);
    }
  });
});
