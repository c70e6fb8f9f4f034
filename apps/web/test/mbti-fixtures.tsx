import { type ReactNode } from 'react';
import {
  MBTI_TYPE_CODES,
  type DeductionInfo,
  type MbtiHistory,
  type MbtiQuestions,
  type MbtiReport,
  type MbtiResult,
  type MbtiTypeInfo,
  type MbtiTypeList,
  type ShareReport,
} from '@starlit/contracts';
import MbtiHomeScreen from '../src/screens/MbtiHome';
import MbtiScreen from '../src/screens/Mbti';
import MbtiReportScreen from '../src/screens/MbtiReport';
import PersonalityTypeListScreen from '../src/screens/PersonalityTypeList';
import PersonalityTypeDetailScreen from '../src/screens/PersonalityTypeDetail';
import { DeductionDialog } from '../src/features/wallet/DeductionDialog';
import { ok } from './support';
import { userAccount } from './wallet-fixtures';
import { renderRoutes } from './routes-fixture';
import { deductionInfo } from './deduction-fixture';

/** Shared data of the personality-test tests: an INTJ result, a short test of four statements. */
export const RESULT_ID = '5b2f0e7a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
export const OTHER_ID = '6c3f1e8b-2d4e-4f60-9b0c-1d2e3f4a5b6c';
export const TOKEN = 'Zq3xY7wV5uT1sR9pO2nM4lK6';

export const QUESTIONS: MbtiQuestions = {
  level: 'simplified',
  count: 4,
  minutes: 1,
  scale: { min: 1, max: 7, neutral: 4 },
  questions: [
    { id: 'ei01', text: 'I recharge by spending time with a crowd.' },
    { id: 'sn02', text: 'I like to picture what could be.' },
    { id: 'tf01', text: 'I decide with my head first.' },
    { id: 'jp02', text: 'I leave plans open as long as I can.' },
  ],
};

const GROUP = { key: 'analysts' as const, name: 'Analysts' };

type DimensionResult = MbtiResult['dimensions'][number];

/** One side-by-side result: the poles are the pair's letters, the letter the larger side. */
function dimension(
  pair: DimensionResult['dimension'],
  names: DimensionResult['names'],
  percents: DimensionResult['percents'],
  band: DimensionResult['band'],
): DimensionResult {
  const poles = [pair[0], pair[1]] as DimensionResult['poles'];
  return {
    dimension: pair,
    poles,
    names,
    percents,
    letter: percents[0] > percents[1] ? poles[0] : poles[1],
    clarity: Math.abs(percents[0] - 50) * 2,
    band,
    tie: false,
  };
}

/** I, N, T, J: clarity 40, 76, 8 and 90. */
export const DIMENSIONS: MbtiResult['dimensions'] = [
  dimension('EI', ['Extraversion', 'Introversion'], [30, 70], 'moderate'),
  dimension('SN', ['Sensing', 'Intuition'], [12, 88], 'clear'),
  dimension('TF', ['Thinking', 'Feeling'], [54, 46], 'slight'),
  dimension('JP', ['Judging', 'Perceiving'], [95, 5], 'very_clear'),
];

export function result(overrides: Partial<MbtiResult> = {}): MbtiResult {
  return {
    id: RESULT_ID,
    level: 'standard',
    type: 'INTJ',
    nickname: 'The Night Cartographer',
    tagline: 'You chart the far edges of the map.',
    group: GROUP,
    dimensions: DIMENSIONS,
    unlocked: false,
    createdAt: '2026-06-02T08:00:00.000Z',
    ...overrides,
  };
}

export const OVERVIEW = { key: 'overview', title: 'Overview', text: 'You think in systems.' };
export const FULL = [
  OVERVIEW,
  { key: 'ei', title: 'Where your energy comes from', text: 'Quiet rooms restore you.' },
  { key: 'strengths', title: 'Your strengths', text: 'Strategy and focus.' },
];

export function report(unlocked: boolean, price = 35): MbtiReport {
  return {
    result: result({ unlocked }),
    unlocked,
    price,
    summary: 'You often think in systems and long timelines.',
    sections: unlocked ? FULL : [OVERVIEW],
  };
}

export function historyItem(id: string, type: MbtiResult['type'], nickname: string) {
  return {
    id,
    level: 'simplified' as const,
    type,
    nickname,
    createdAt: '2026-06-02T08:00:00.000Z',
    unlocked: false,
  };
}

export function history(list: MbtiHistory['list'], total = list.length, page = 1): MbtiHistory {
  return { list, total, page, pageSize: 10 };
}

export const SHARED: ShareReport = {
  type: 'INTJ',
  nickname: 'The Night Cartographer',
  tagline: 'You chart the far edges of the map.',
  group: GROUP,
  level: 'simplified',
  dimensions: DIMENSIONS.map(({ dimension, poles, names, percents, letter }) => ({
    dimension,
    poles,
    names,
    percents,
    letter,
  })),
  date: '2026-06-02',
};

const GROUPS = {
  analysts: 'Analysts',
  diplomats: 'Diplomats',
  sentinels: 'Sentinels',
  explorers: 'Explorers',
} as const;
const groupOf = (code: string): keyof typeof GROUPS => {
  if (code[1] === 'N') return code[2] === 'T' ? 'analysts' : 'diplomats';
  return code[3] === 'J' ? 'sentinels' : 'explorers';
};
const CODES = MBTI_TYPE_CODES;

export const TYPE_LIST: MbtiTypeList = {
  list: CODES.map((type) => ({
    type,
    nickname: type === 'INTJ' ? 'The Night Cartographer' : `The ${type} nickname`,
    tagline: `${type} tagline`,
    group: { key: groupOf(type), name: GROUPS[groupOf(type)] },
  })),
};

export const INTJ_INFO: MbtiTypeInfo = {
  type: 'INTJ',
  nickname: 'The Night Cartographer',
  tagline: 'You chart the far edges of the map.',
  summary: 'You often think in systems.\n\nYour inner world is busy.',
  strengths: [{ head: 'Strategic thinking', text: 'You see several moves ahead.' }],
  blindSpots: [{ head: 'Impatience', text: 'Slow talk can wear you down.' }],
  relationships: 'You show care by solving problems.',
  work: 'You do your best work with room to think.',
  careers: ['Architect', 'Researcher'],
  growth: ['Share the plan before it is finished.'],
  letters: [
    { letter: 'I', name: 'Introversion', short: 'Energy from within', description: 'Quiet helps.' },
    { letter: 'N', name: 'Intuition', short: 'Patterns first', description: 'You look ahead.' },
    { letter: 'T', name: 'Thinking', short: 'Logic first', description: 'You weigh facts.' },
    { letter: 'J', name: 'Judging', short: 'Plans first', description: 'You like it settled.' },
  ],
  group: { ...GROUP, description: 'Analysts love ideas and systems.' },
};

export const deduction = (overrides: Partial<DeductionInfo> = {}) =>
  deductionInfo('unlockMbti', 35, overrides);

type Answer = (body: Record<string, unknown> | null) => unknown;

/** A server of the personality-test calls; `overrides` replace answers by path. */
export function mbtiAnswers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    mbtiQuestions: () => ok(QUESTIONS),
    calculateMbti: () => ok(result({ level: 'simplified' })),
    'mbti/history': () => ok(history([historyItem(RESULT_ID, 'INTJ', 'The Night Cartographer')])),
    'del/mbti/history': (body) => ok({ deleted: (body?.ids as string[]).length }),
    'mbti/list': () => ok(TYPE_LIST),
    'mbti/info': () => ok(INTJ_INFO),
    'mbti/history/report': () => ok(report(false)),
    unlockMbtiReport: () => ok(report(true)),
    userMbtiReport: () => ok({ result: result(), price: 35 }),
    'mbti/share': () => ok({ token: TOKEN }),
    getShareReport: () => ok(SHARED),
    deductionInfo: () => ok(deduction()),
    userAccount: () => ok(userAccount()),
    ...overrides,
  };
}

/** The five screens in a memory router, with the deduction dialog. */
export function renderMbti(path: string) {
  return renderRoutes(
    [
      { path: '/mbtiHome', element: <MbtiHomeScreen /> },
      { path: '/mbti', element: <MbtiScreen /> },
      { path: '/mbtiReport', element: <MbtiReportScreen /> },
      { path: '/personalityTypeList', element: <PersonalityTypeListScreen /> },
      { path: '/personalityTypeDetail', element: <PersonalityTypeDetailScreen /> },
      { path: '/login', element: <p>login page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    path,
    <DeductionDialog />,
  );
}

/** A piece of another screen (Home's card, Explore's cards) at /, every other path a stub. */
export function renderPiece(node: ReactNode) {
  return renderRoutes(
    [
      { path: '/', element: node },
      { path: '*', element: <p>another screen</p> },
    ],
    '/',
  ).router;
}
