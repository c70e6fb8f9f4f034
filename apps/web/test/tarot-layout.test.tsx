import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SpreadIdValue } from '@starlit/contracts';
import userEvent from '@testing-library/user-event';
import { SpreadLayout } from '../src/features/tarot/SpreadLayout';
import { SLOTS, placeSpread } from '../src/features/tarot/layouts';
import { useAppStore } from '../src/state/app';
import { TAROT_INFO, reading, renderAt } from './tarot-fixtures';

const SPREADS = Object.keys(SLOTS) as SpreadIdValue[];

beforeEach(() => useAppStore.setState({ lang: 'en' }));

describe('spread layouts', () => {
  it('has one slot per position of every spread', () => {
    for (const spread of TAROT_INFO.spreads) {
      expect({ id: spread.id, slots: SLOTS[spread.id].length }).toEqual({
        id: spread.id,
        slots: spread.positions.length,
      });
    }
  });

  it.each([320, 358, 390])(
    'lays the Celtic cross’s challenge across the top of the present, its centre in view (%i px)',
    (width) => {
      const { slots, cardWidth, cardHeight } = placeSpread('celticCross', width, {
        labelHeight: 34,
        gap: 12,
      });
      const [present, challenge, , , crown] = slots;
      expect(challenge!.turned).toBe(true);
      const presentCentre = present!.top + cardHeight / 2;
      // the turned card is cardWidth tall, about its own centre
      const challengeBottom = challenge!.top + cardHeight / 2 + cardWidth / 2;
      const challengeTop = challenge!.top + cardHeight / 2 - cardWidth / 2;
      // the present's picture (its middle) and name banner (its lower fifth) are not covered
      expect(challengeBottom).toBeLessThan(presentCentre - cardHeight * 0.1);
      expect(challengeBottom).toBeGreaterThan(present!.top + cardHeight * 0.2);
      // and the challenge covers nothing of the crown's label above it
      expect(challengeTop).toBeGreaterThanOrEqual(crown!.labelTop + 34);
    },
  );

  it.each(SPREADS)('fits %s in a 358 px phone column without cards or labels overlapping', (id) => {
    const width = 358;
    const { slots, cardWidth, cardHeight, height } = placeSpread(id, width, {
      labelHeight: 34,
      gap: 12,
    });
    expect(cardWidth).toBeGreaterThanOrEqual(56);
    const boxes = slots.map((s) => {
      const [w, h] = s.turned ? [cardHeight, cardWidth] : [cardWidth, cardHeight];
      const cx = s.left + cardWidth / 2;
      const cy = s.top + cardHeight / 2;
      return { s, left: cx - w / 2, right: cx + w / 2, top: cy - h / 2, bottom: cy + h / 2 };
    });
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.s.labelLeft).toBeGreaterThanOrEqual(0);
      expect(box.s.labelLeft + box.s.labelWidth).toBeLessThanOrEqual(width);
      expect(box.s.labelTop + 34).toBeLessThanOrEqual(height);
    }
    // only the Celtic cross's challenge lies on another card (across the present)
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        if (a.s.turned || b.s.turned) continue;
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect({ id, i, j, apart }).toEqual({ id, i, j, apart: true });
      }
    }
    // a label covers no other card and no other label
    const labels = boxes.map(({ s }) => ({
      left: s.labelLeft,
      right: s.labelLeft + s.labelWidth,
      top: s.labelTop,
      bottom: s.labelTop + 34,
    }));
    const apart = (a: (typeof labels)[number], b: (typeof labels)[number]) =>
      a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
    labels.forEach((label, i) => {
      boxes.forEach((card, j) => {
        if (i !== j)
          expect({ id, label: i, card: j, apart: apart(label, card) }).toMatchObject({
            apart: true,
          });
      });
      labels.forEach((other, j) => {
        if (i < j)
          expect({ id, label: i, other: j, apart: apart(label, other) }).toMatchObject({
            apart: true,
          });
      });
    });
  });
});

describe('SpreadLayout', () => {
  it('lays out one face per position of a Celtic cross, each named under its card', async () => {
    const drawn = reading('celticCross');
    renderAt(
      <SpreadLayout
        spreadId="celticCross"
        positions={drawn.cards.map((c) => c.positionName)}
        cards={drawn.cards}
        onOpen={() => {}}
      />,
    );
    const cards = await screen.findAllByRole('button', {
      name: /: Card \d+ \((upright|reversed)\)$/,
    });
    expect(cards).toHaveLength(10);
    drawn.cards.forEach((card, i) => {
      const named = `${card.name} (${card.reversed ? 'reversed' : 'upright'})`;
      const button = screen.getByRole('button', { name: `${card.positionName}: ${named}` });
      const slot = button.closest('[data-position]');
      expect(slot).toHaveAttribute('data-position', card.positionName);
      expect(within(slot as HTMLElement).getByText(card.positionName)).toHaveClass('sl-slot-label');
      expect(within(slot as HTMLElement).getByText(String(i + 1))).toBeInTheDocument();
      const face = within(button).getByRole('img');
      expect(face).toHaveAttribute('data-card-id', card.cardId);
      expect(face).toHaveAttribute('data-reversed', String(card.reversed));
    });
    // the challenge lies across the present
    const challenge = screen.getByRole('button', { name: 'Challenge: Card 2 (reversed)' });
    expect(challenge.querySelector('.is-turned')).not.toBeNull();
  });

  it('keeps drawn cards face down, their faces unrendered, until each is turned', async () => {
    const drawn = reading('three');
    const onTurn = vi.fn();
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderAt(
      <SpreadLayout
        spreadId="three"
        positions={drawn.cards.map((c) => c.positionName)}
        cards={drawn.cards}
        faceUp={[false, true, false]}
        onTurn={onTurn}
        onOpen={onOpen}
      />,
    );
    const down = await screen.findByRole('button', { name: 'Turn over card 1: Past' });
    expect(screen.getByRole('button', { name: 'Turn over card 3: Future' })).toBeInTheDocument();
    // only the face-up card's face is in the page
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(within(down).queryByRole('img')).toBeNull();
    await user.click(down);
    expect(onTurn).toHaveBeenCalledWith(0);
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Present: Card 2 (reversed)' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('shows a spread’s shape with the cards face down before the draw', async () => {
    const positions = TAROT_INFO.spreads.find((s) => s.id === 'hexagram')!.positions;
    renderAt(<SpreadLayout spreadId="hexagram" positions={positions.map((p) => p.name)} compact />);
    for (const position of positions) expect(await screen.findByText(position.name)).toBeVisible();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
