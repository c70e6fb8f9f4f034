import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TarotCardFace } from '../src/features/tarot/faces';
import { parseCardId, toRoman } from '../src/components/TarotCard/deck';
import { useAppStore } from '../src/state/app';

function face(cardId: string, reversed = false, name = 'A card') {
  render(
    <Suspense fallback={<p>loading</p>}>
      <TarotCardFace cardId={cardId} reversed={reversed} name={name} />
    </Suspense>,
  );
}

const numeral = async () =>
  (await screen.findByRole('img')).querySelector('[data-numeral]')?.textContent;
const faceGroup = async () => (await screen.findByRole('img')).querySelector('[data-face]');

beforeEach(() => useAppStore.setState({ lang: 'en' }));

describe('roman numerals and card ids', () => {
  it('writes the Major Arcana numbers as the deck does', () => {
    expect([0, 1, 4, 9, 14, 19, 21].map(toRoman)).toEqual([
      '0',
      'I',
      'IV',
      'IX',
      'XIV',
      'XIX',
      'XXI',
    ]);
  });

  it('reads arcana, suit and number from an id, and refuses anything else', () => {
    expect(parseCardId('major-17')).toEqual({ arcana: 'major', number: 17, suit: null });
    expect(parseCardId('cups-13')).toEqual({ arcana: 'minor', number: 13, suit: 'cups' });
    expect(parseCardId('major-22')).toBeNull();
    expect(parseCardId('wands-15')).toBeNull();
    expect(parseCardId('coins-01')).toBeNull();
  });
});

describe('TarotCardFace', () => {
  it('shows a major card’s roman numeral and its name, upright', async () => {
    face('major-17', false, 'The Star');
    expect(await numeral()).toBe('XVII');
    const card = screen.getByRole('img', { name: 'The Star' });
    expect(card).toHaveAttribute('data-reversed', 'false');
    expect(card).toHaveTextContent('The Star');
    expect((await faceGroup())?.getAttribute('transform')).toBeNull();
  });

  it('turns the whole face half a turn about its centre when reversed', async () => {
    face('major-04', true, 'The Emperor');
    expect(await numeral()).toBe('IV');
    expect(screen.getByRole('img', { name: 'The Emperor, reversed' })).toHaveAttribute(
      'data-reversed',
      'true',
    );
    expect((await faceGroup())?.getAttribute('transform')).toBe('rotate(180 50 85)');
  });

  it('numbers the pips and repeats the suit’s motif that many times', async () => {
    face('cups-07');
    expect(await numeral()).toBe('7');
    expect(screen.getByRole('img').querySelectorAll('[data-pip]')).toHaveLength(7);
  });

  it('marks aces with A and court cards with their letter and one crowned motif', async () => {
    face('swords-01');
    expect(await numeral()).toBe('A');
    cleanup();
    face('pentacles-13');
    expect(await numeral()).toBe('Q');
    expect(screen.getByRole('img').querySelectorAll('[data-pip]')).toHaveLength(1);
  });

  it('uses the Chinese court marks in Chinese', async () => {
    const { changeLanguage } = await import('../src/i18n');
    await changeLanguage('zh');
    try {
      face('wands-14', false, '权杖国王');
      expect(await numeral()).toBe('王');
    } finally {
      await changeLanguage('en');
    }
  });
});
