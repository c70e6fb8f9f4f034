import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { PairingResult } from '@starlit/contracts';
import ZodiacPairingScreen from '../src/screens/ZodiacPairing';
import ZodiacPairingDetailScreen from '../src/screens/ZodiacPairingDetail';
import { changeLanguage } from '../src/i18n';
import { SAMPLE_PAIRING_PROFILES, useAppStore } from '../src/state/app';
import { clearProfiles } from '../src/api/profileList';
import { seedProfiles } from './profiles-cache';
import { useSessionStore } from '../src/state/session';
import { ok } from './support';
import { profile, type Answers, type stubServer } from './astro-fixtures';

/** Shared data and set-up of the zodiac pairing tests. */
export const MEI = profile({ id: 7, nickname: 'Mei', relationship: 'A' });
export const JUN = profile({
  id: 8,
  nickname: 'Jun',
  relationship: 'B',
  gender: 1,
  birthDate: '1990-11-02',
  birthTime: '21:00',
  constellation: 7,
  star: { sun: 7, moon: 3, rising: 5 },
  current: false,
});

export const SIGNS: PairingResult = {
  people: [
    { nickname: 'Luna', birthDate: '1996-04-12', sign: 0, moonSign: 4 },
    { nickname: 'Sol', birthDate: '1994-08-23', sign: 5, moonSign: 9 },
  ],
  level: 'signs',
  overall: 64,
  scores: { love: 58, friendship: 71, communication: 66, longTerm: 49 },
  angle: 5,
  summary: 'Fire meets earth: a spark that needs patience.',
  strengths: ['Luna brings the courage.', 'Sol brings the care.'],
  frictions: ['Different speeds.'],
  advice: 'Agree on a rhythm before you agree on a plan.',
  aspects: [],
};

export const CHARTS: PairingResult = {
  ...SIGNS,
  people: [
    { nickname: 'Mei', birthDate: '1992-05-14', sign: 1, moonSign: 6, archiveId: 7 },
    { nickname: 'Jun', birthDate: '1990-11-02', sign: 7, moonSign: 3, archiveId: 8 },
  ],
  level: 'charts',
  overall: 81,
  aspects: [
    { a: 'sun', b: 'venus', kind: 'trine', orb: 0.8, weight: 2.1 },
    { a: 'mars', b: 'asc', kind: 'square', orb: -1.6, weight: -1.2 },
  ],
};

export function answers(overrides: Answers = {}): Answers {
  return {
    'personal/list': () => ok({ list: [MEI, JUN], currentId: 7 }),
    'constellation/pairing': (body) => {
      const people = (body?.people ?? []) as Record<string, unknown>[];
      return ok(people.every((p) => 'archive_id' in p) ? CHARTS : SIGNS);
    },
    ...overrides,
  };
}

export function renderPairing(path = '/zodiacPairing') {
  const router = createMemoryRouter(
    [
      { path: '/zodiacPairing', element: <ZodiacPairingScreen /> },
      { path: '/zodiacPairingDetail', element: <ZodiacPairingDetailScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ConfigProvider locale={enUS}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </ConfigProvider>,
  );
  return router;
}

export const pairingBodies = (calls: ReturnType<typeof stubServer>) =>
  calls.filter((c) => c.path === 'constellation/pairing').map((c) => c.body);

export const toastText = () => document.querySelector('.sl-toast-host')?.textContent ?? '';

/** The set-up every pairing test shares: the samples, a member with two profiles, English. */
export function setUpPairing() {
  beforeAll(() => {
    // the picker wheels capture the pointer; jsdom has no pointer capture
    Element.prototype.setPointerCapture ??= () => {};
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
  });

  beforeEach(() => {
    useAppStore.setState({
      lang: 'en',
      pairingProfiles: SAMPLE_PAIRING_PROFILES.map((p) => ({ ...p })),
    });
    useSessionStore.setState({ loginStatus: true, token: 't' });
    seedProfiles([MEI, JUN], 7);
  });

  afterEach(async () => {
    useSessionStore.getState().signOut();
    clearProfiles();
    document.querySelector('.sl-toast-host')?.replaceChildren();
    await changeLanguage('en');
  });
}
