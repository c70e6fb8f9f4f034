import { type ReactNode } from 'react';
import { vi } from 'vitest';
import type { ChartData, DestinyReport, Fortune, Profile } from '@starlit/contracts';
import chartJson from './astro-chart.json';
import { renderRoutes } from './routes-fixture';
import { shanghaiBirth } from './profiles-fixtures';

/** Shared data of the astrology tests: a Shanghai chart of 1992 drawn by the core. */
export const CHART = chartJson as ChartData;

const place = {
  id: 'cn-shanghai',
  name: 'Shanghai',
  fullName: 'Shanghai, China',
  lat: 31.23,
  lon: 121.47,
  tz: 'Asia/Shanghai',
};

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    nickname: 'Mei',
    relationship: 'A',
    gender: 2,
    birthDate: '1992-05-14',
    birthTime: '10:30',
    timeUnknown: false,
    birthPlace: place,
    residence: place,
    timeZone: 'Asia/Shanghai',
    birth: shanghaiBirth('1992-05-14T02:30:00.000Z'),
    constellation: 1,
    star: { sun: 1, moon: 6, rising: 4 },
    current: true,
    ...overrides,
  };
}

export const FORTUNE: Fortune = {
  archiveId: 7,
  nickname: 'Mei',
  date: '2025-06-02',
  zone: 'Asia/Shanghai',
  sign: 1,
  overall: 78,
  scores: { emotions: 82, health: 64, wealth: 71, career: 90 },
  texts: {
    overall: 'A bright, steady day: take the lead where you usually hold back.',
    emotions: 'Warm words come easily; say what you feel.',
    health: 'Mind your rest tonight.',
    wealth: 'A small, sensible purchase pays off.',
    career: 'Your ideas land well with the people who decide.',
  },
  transits: [
    {
      planet: 'venus',
      aspect: 'trine',
      natalPoint: 'moon',
      house: 5,
      exact: '2025-06-02T09:30:00Z',
      enters: '2025-06-01T08:00:00Z',
      leaves: '2025-06-03T11:00:00Z',
      retrograde: false,
      weight: 'brief',
      title: 'Venus trine your Moon',
      text: ['Venus trines your Moon, lending warmth to your feelings with unusual ease.'],
      exactToday: true,
      orb: 0.4,
    },
    {
      planet: 'saturn',
      aspect: 'square',
      natalPoint: 'sun',
      house: 10,
      // 20 June in Shanghai, the member's zone; still 19 June in UTC
      exact: '2025-06-19T20:00:00Z',
      enters: '2025-05-10T00:00:00Z',
      leaves: '2025-07-30T00:00:00Z',
      retrograde: false,
      weight: 'weighty',
      title: 'Saturn square your Sun',
      text: ['Saturn squares your Sun, pressing structure against your sense of self.'],
      exactToday: false,
      orb: 0.6,
    },
  ],
  dayPillar: null,
  why: {
    emotions: [{ transit: 'venus', natal: 'moon', kind: 'trine', points: 9 }],
    health: [{ transit: 'mars', natal: 'sun', kind: 'square', points: -6 }],
    wealth: [],
    career: [
      { transit: 'mars', natal: 'sun', kind: 'square', points: -4 },
      { transit: 'venus', natal: 'moon', kind: 'trine', points: 3 },
    ],
  },
  moon: { sign: 7, phase: 'waxingCrescent', house: 5 },
  retrogrades: [
    { planet: 'saturn', station: null },
    { planet: 'mercury', station: 'retrograde' },
  ],
  week: [
    { date: '2025-05-27', overall: 60 },
    { date: '2025-05-28', overall: 65 },
    { date: '2025-05-29', overall: 58 },
    { date: '2025-05-30', overall: 70 },
    { date: '2025-05-31', overall: 74 },
    { date: '2025-06-01', overall: 69 },
    { date: '2025-06-02', overall: 78 },
  ],
};

export const OVERVIEW = {
  key: 'overview',
  title: 'Overview',
  text: 'A Taurus Sun with a Libra Moon.',
};

export function destiny(unlocked: boolean, price = 120): DestinyReport {
  return {
    archiveId: 7,
    unlocked,
    price,
    sections: unlocked
      ? [
          OVERVIEW,
          { key: 'love', title: 'Love', text: 'Venus in Taurus loves slowly and for good.' },
          { key: 'career', title: 'Career', text: 'The Sun in the tenth house seeks a stage.' },
        ]
      : [OVERVIEW],
  };
}

export type Answers = Record<
  string,
  (body: Record<string, unknown> | null, init: RequestInit) => unknown
>;

/** A fetch double answering JSON by path (a Response, e.g. a stream, as it is); records every call with its body. */
export function stubServer(answers: Answers) {
  const calls: { path: string; body: Record<string, unknown> | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input)
        .replace(/^\/api\/v2\//, '')
        .split('?')[0]!;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      calls.push({ path, body });
      const answer = answers[path]?.(body, init) ?? { code: 404, msg: '', data: null };
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders a node at a path inside a router and Suspense (i18n namespaces load lazily). */
export function renderScreen(node: ReactNode, path = '/screen') {
  return renderRoutes(
    [
      { path, element: node },
      { path: '/editPage', element: <p>edit page</p> },
      { path: '/horoscopeReport', element: <p>horoscope page</p> },
      { path: '/foldTogetherExample', element: <p>sample page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  ).router;
}
