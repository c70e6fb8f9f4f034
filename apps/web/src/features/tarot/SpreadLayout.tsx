import { type CSSProperties, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnCardView, SpreadIdValue } from '@starlit/contracts';
import { TarotCardBack } from './faces';
import { TarotCardFace } from './faces';
import { placeSpread } from './layouts';
import { remPixels, useWidth } from '../../components/useWidth';
import './layout.css';

interface SpreadLayoutProps {
  spreadId: SpreadIdValue;
  /** the positions' names, in the spread's order */
  positions: readonly string[];
  /** the drawn cards; without them the layout shows the backs (the spread's preview) */
  cards?: readonly DrawnCardView[];
  /** the cards fly in from the deck, one after another */
  reveal?: boolean;
  /** which drawn cards lie face up (all of them when absent) */
  faceUp?: readonly boolean[];
  /** the cards turned over together ("reveal all") turn one after another */
  cascade?: boolean;
  /** smaller cards (the preview above the question) */
  compact?: boolean;
  /** a face-down card was tapped: turn it over */
  onTurn?(index: number): void;
  /** a face-up card was tapped: show its meaning */
  onOpen?(index: number): void;
}

/**
 * A spread's cards in its shape (a row, a pyramid, a star, the Celtic cross…), fitted to the
 * width, each position's name under its card. A drawn card lies face down until it is turned
 * (a tap turns it over, with a flip); a face-up card opens its meaning.
 */
export function SpreadLayout({
  spreadId,
  positions,
  cards,
  reveal,
  faceUp,
  cascade,
  compact,
  onTurn,
  onOpen,
}: SpreadLayoutProps) {
  const { t } = useTranslation('tarot');
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref, 340);
  const rem = remPixels();
  const layout = placeSpread(spreadId, width, {
    labelHeight: Math.round(rem * 0.86),
    gap: Math.round(rem * 0.3),
    maxCard: compact ? 60 : 104,
  });
  const className = ['sl-spread', cards ? 'is-drawn' : 'is-preview', reveal ? 'is-revealing' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={ref} className={className} style={{ height: layout.height }}>
      {layout.slots.map((slot, i) => {
        const card = cards?.[i];
        const name = card?.positionName ?? positions[i] ?? '';
        const up = !!card && (faceUp?.[i] ?? true);
        const style = {
          left: slot.left,
          top: slot.top,
          width: layout.cardWidth,
          height: layout.cardHeight,
          '--i': i,
          '--turn-delay': cascade ? `${(i * 0.12).toFixed(2)}s` : '0s',
          '--fx': `${Math.round(width / 2 - slot.left - layout.cardWidth / 2)}px`,
          '--fy': `${Math.round(layout.height + layout.cardHeight / 2 - slot.top)}px`,
        } as CSSProperties;
        const inner = (
          <span className={slot.turned ? 'sl-slot-turn is-turned' : 'sl-slot-turn'}>
            <span className="sl-slot-flip">
              <span className="sl-slot-back">
                <TarotCardBack />
              </span>
              {card && up ? (
                <span className="sl-slot-face">
                  <TarotCardFace cardId={card.cardId} reversed={card.reversed} name={card.name} />
                </span>
              ) : null}
            </span>
          </span>
        );
        return (
          <div key={i} className="sl-slot-wrap" data-position={name}>
            {card && up && onOpen ? (
              <button
                type="button"
                className="sl-slot is-up"
                style={style}
                aria-label={t('layout.open', {
                  position: name,
                  card: t(card.reversed ? 'card.nameReversed' : 'card.nameUpright', {
                    name: card.name,
                  }),
                })}
                onClick={() => onOpen(i)}
              >
                {inner}
              </button>
            ) : card && !up && onTurn ? (
              <button
                type="button"
                className="sl-slot is-down"
                style={style}
                aria-label={t('layout.turn', { n: i + 1, position: name })}
                onClick={() => onTurn(i)}
              >
                {inner}
              </button>
            ) : (
              <span className={up ? 'sl-slot is-up' : 'sl-slot is-down'} style={style}>
                {inner}
              </span>
            )}
            <p
              className="sl-slot-label"
              style={{ left: slot.labelLeft, top: slot.labelTop, width: slot.labelWidth }}
            >
              <span className="sl-slot-number">{i + 1}</span>
              {name}
            </p>
          </div>
        );
      })}
    </div>
  );
}
