import type {
  DeductionInfo,
  DepthHistoryItem,
  DepthReport,
  MansionChart,
  MansionRelation,
  StellarTies,
  SynastryReport,
} from '@starlit/contracts';
import StellarTiesScreen from '../src/screens/StellarTies';
import StellarTiesDetailScreen from '../src/screens/StellarTiesDetail';
import DeepInterpretationHpReportScreen from '../src/screens/DeepInterpretationHpReport';
import { DeductionDialog } from '../src/features/wallet/DeductionDialog';
import { CHART, profile } from './astro-fixtures';
import { ok } from './support';
import { userAccount } from './wallet-fixtures';
import { renderRoutes } from './routes-fixture';
import { afterEach, beforeEach, vi } from 'vitest';
import { changeLanguage } from '../src/i18n';
import { useAppStore } from '../src/state/app';
import { clearProfiles } from '../src/api/profileList';
import { useRelationsPairStore } from '../src/state/relationsPair';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { deductionInfo } from './deduction-fixture';

/** Shared data of the relationship tests: Mei (own, female), Lei (male), Ann (female). */
export const MEI = profile({ id: 7, nickname: 'Mei', gender: 2 });
export const LEI = profile({
  id: 8,
  nickname: 'Lei',
  gender: 1,
  relationship: 'B',
  constellation: 4,
  birthDate: '1990-08-02',
  current: false,
});
export const ANN = profile({
  id: 9,
  nickname: 'Ann',
  gender: 2,
  relationship: 'F',
  constellation: 9,
  birthDate: '1994-01-05',
  current: false,
});
export const PROFILES = [MEI, LEI, ANN];

const NAMES: Record<number, string> = { 7: 'Mei', 8: 'Lei', 9: 'Ann' };
const mansion = (index: number) => ({
  index,
  glyph: '昴角亢氐房心尾箕斗'[index % 9]!,
  name: `M${index}`,
});

function side(id: number, index: number) {
  return {
    archiveId: id,
    nickname: NAMES[id]!,
    birthDate: '1992-05-14',
    lunar: { year: 1992, month: 4, day: 13, leap: false },
    mansion: mansion(index),
    character: `Character of M${index}.`,
  };
}

export function ties(a: number, b: number): StellarTies {
  return {
    a: side(a, 3),
    b: side(b, 7),
    aToB: { relation: 'prosperity', distance: 'near', k: 4, text: `${NAMES[a]} flourishes.` },
    bToA: { relation: 'intimacy', distance: 'near', k: 23, text: `${NAMES[b]} draws close.` },
    title: 'Prosperity and intimacy',
    summary: 'A warm, easy bond.',
    advice: 'Keep talking.',
  };
}

const CYCLE: MansionRelation[] = ['prosperity', 'decline', 'safety', 'danger', 'success'];
export function mansionChart(id: number): MansionChart {
  return {
    self: side(id, 3),
    ring: Array.from({ length: 27 }, (_, index) => ({
      mansion: mansion(index),
      relation: index === 3 ? 'life' : CYCLE[index % CYCLE.length]!,
      distance: index === 3 ? null : 'near',
    })),
  };
}

export const OVERVIEW = { key: 'overview', title: 'Overview', text: 'Two charts in tune.' };
const FULL = [
  OVERVIEW,
  { key: 'attraction', title: 'Attraction', text: 'Venus meets Mars.' },
  { key: 'future', title: 'The long run', text: 'Saturn steadies you.' },
];

export function synastry(unlocked: boolean, a = 7, b = 8): SynastryReport {
  const person = (id: number, gender: 1 | 2) => ({
    archiveId: id,
    nickname: NAMES[id]!,
    gender,
    timeUnknown: id === 8,
    chart: CHART,
  });
  return {
    people: [person(a, 2), person(b, 1)],
    overall: 81,
    scores: { love: 84, friendship: 70, communication: 66, longTerm: 77 },
    aspects: [
      { a: 'venus', b: 'mars', kind: 'trine', orb: 1.2, weight: 3 },
      { a: 'moon', b: 'saturn', kind: 'square', orb: -0.8, weight: -2 },
      { a: 'asc', b: 'sun', kind: 'conjunction', orb: 2.1, weight: 1 },
    ],
    overlays: {
      aInB: null,
      bInA: [
        { planet: 'sun', house: 7 },
        { planet: 'venus', house: 5 },
      ],
    },
    unlocked,
    price: 120,
    sections: unlocked ? FULL : [OVERVIEW],
  };
}

const people = [
  { nickname: 'Mei', gender: 2 as const, birthDate: '1992-05-14', sign: 1 },
  { nickname: 'Lei', gender: 1 as const, birthDate: '1990-08-02', sign: 4 },
] as DepthReport['people'];

export function depth(reportId?: number): DepthReport {
  return {
    ...(reportId ? { reportId, createdAt: '2025-06-02T08:00:00.000Z' } : {}),
    people,
    overall: 79,
    unlocked: reportId !== undefined,
    price: 120,
    sections: reportId ? FULL : [OVERVIEW],
  };
}

export function historyItem(reportId: number, b = 'Lei'): DepthHistoryItem {
  return {
    reportId,
    people: [people[0], { ...people[1], nickname: b }],
    overall: 79,
    createdAt: '2025-06-02T08:00:00.000Z',
  };
}

export const deduction = (type: DeductionInfo['type']) =>
  deductionInfo(type, 120, { balance: 300 });

/** A server of the relationship calls; `overrides` replace answers by path. */
export function relationsAnswers(
  overrides: Record<string, (body: Record<string, unknown> | null) => unknown> = {},
) {
  const pair = (body: Record<string, unknown> | null) =>
    [Number(body?.archive_a), Number(body?.archive_b)] as const;
  return {
    'personal/list': () => ok({ list: PROFILES, currentId: 7 }),
    stellarTies: (body: Record<string, unknown> | null) => ok(ties(...pair(body))),
    'stellarTies/chart': (body: Record<string, unknown> | null) =>
      ok(mansionChart(Number(body?.archive_id ?? 7))),
    'serendipity/together': (body: Record<string, unknown> | null) =>
      ok(synastry(false, ...pair(body))),
    'unlock/serendipity/together': (body: Record<string, unknown> | null) =>
      ok(synastry(true, ...pair(body))),
    'depth/report': (body: Record<string, unknown> | null) =>
      ok(body?.report_id ? depth(Number(body.report_id)) : depth()),
    'unlock/depth/report': () => ok(depth(12)),
    'depth/report/history': () => ok({ list: [historyItem(12), historyItem(13, 'Kai')] }),
    'del/depth/report': (body: Record<string, unknown> | null) =>
      ok({ deleted: (body?.ids as number[]).length }),
    deductionInfo: () => ok(deduction('unlockDepthReport')),
    userAccount: () => ok(userAccount()),
    ...overrides,
  };
}

/** The three relationship screens in a memory router, with the deduction dialog. */
export function renderRelations(path = '/stellarTies') {
  return renderRoutes(
    [
      { path: '/stellarTies', element: <StellarTiesScreen /> },
      { path: '/stellarTiesDetail', element: <StellarTiesDetailScreen /> },
      { path: '/deepInterpretationHpReport', element: <DeepInterpretationHpReportScreen /> },
      { path: '/editPage', element: <p>edit page</p> },
    ],
    path,
    <DeductionDialog />,
  ).router;
}

/**
 * Each test of the file: English, member u1 signed in with no profiles kept, no pair chosen and
 * the ties page on `tab` (`clearStorage`: local storage emptied too); afterwards the wallet
 * reset, signed out, no profiles, fetch restored and no toast left.
 */
export function relationsEachTest(tab: string, { clearStorage = false } = {}) {
  beforeEach(async () => {
    await changeLanguage('en');
    useSessionStore.setState({ loginStatus: true, token: 't', userId: 'u1' });
    clearProfiles();
    useRelationsPairStore.getState().clear();
    useAppStore.getState().setStellarTiesTab(tab);
    if (clearStorage) localStorage.clear();
  });
  afterEach(() => {
    useWalletStore.getState().reset();
    useSessionStore.getState().signOut();
    clearProfiles();
    vi.unstubAllGlobals();
    document.querySelector('.sl-toast-host')?.remove();
  });
}
