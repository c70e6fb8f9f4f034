import { type ReactNode } from 'react';
import { vi } from 'vitest';
import type { Reading, SpreadIdValue, TarotInfo } from '@starlit/contracts';
import { renderRoutes } from './routes-fixture';

/** Shared data and rendering for the tarot tests. */
const POSITIONS: Record<SpreadIdValue, string[]> = {
  single: ['focus'],
  three: ['past', 'present', 'future'],
  highCard: ['answer'],
  general: ['situation', 'obstacle', 'advice'],
  loversPyramid: ['you', 'partner', 'bond', 'future'],
  twoChoices: ['now', 'pathA', 'pathB', 'outcomeA', 'outcomeB'],
  loversTree: ['roots', 'yourHeart', 'theirHeart', 'growth', 'fruit'],
  intuitive: ['surface', 'hidden', 'past', 'present', 'guidance', 'outcome'],
  hexagram: ['past', 'present', 'future', 'response', 'environment', 'attitude', 'result'],
  celticCross: [
    'present',
    'challenge',
    'foundation',
    'recentPast',
    'potential',
    'nearFuture',
    'self',
    'environment',
    'hopesFears',
    'outcome',
  ],
};

const title = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export const TAROT_INFO: TarotInfo = {
  spreads: (Object.keys(POSITIONS) as SpreadIdValue[]).map((id) => ({
    id,
    name: `${title(id)} spread`,
    description: `What the ${id} spread shows.`,
    route: '/drawingCards',
    majorsOnly: id === 'highCard',
    positions: POSITIONS[id].map((p) => ({ id: p, name: title(p), meaning: `${title(p)} asks.` })),
  })),
  cards: [
    {
      id: 'major-00',
      name: 'The Fool',
      arcana: 'major',
      suit: null,
      number: 0,
      element: 'air',
      keywords: { upright: ['beginnings'], reversed: ['recklessness'] },
    },
  ],
};

export function reading(spreadId: SpreadIdValue, overrides: Partial<Reading> = {}): Reading {
  const cardIds = ['major-00', 'cups-03', 'swords-13', 'major-19', 'wands-01', 'pentacles-10'];
  return {
    id: '7d1f2c3a-0000-4000-8000-000000000001',
    spreadId,
    spreadName: `${title(spreadId)} spread`,
    question: 'Where is my work heading?',
    topic: 'career',
    cards: POSITIONS[spreadId].map((position, i) => ({
      cardId: cardIds[i % cardIds.length]!,
      position,
      positionName: title(position),
      reversed: i % 2 === 1,
      name: `Card ${i + 1}`,
      keywords: [`keyword ${i + 1}`, 'calm'],
      meaning: `Meaning of card ${i + 1} here.`,
    })),
    analysis: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Renders a node at `entry` inside a router (with /login) and Suspense (translations). */
export function renderAt(node: ReactNode, entry = '/', path = '/') {
  return renderRoutes(
    [
      { path, element: node },
      { path: '/login', element: <p>login page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    entry,
  ).router;
}

/** The system asks for less motion: animations and their waits are skipped. */
export function reduceMotion() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

// antd-mobile's popups track drags with pointer capture, which jsdom lacks
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value: () => {} });
}
