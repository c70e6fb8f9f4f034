import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TarotCardBack } from './faces';
import { prefersReducedMotion } from '../../components/useWidth';
import './shuffle.css';

export const SHUFFLE_MS = 1500;
const CARDS = 8;

/**
 * The shuffle: the deck splits in two, riffles back together and is cut (CSS transforms,
 * about 1.5 s; at once when the user prefers less motion). `onDone` follows the animation.
 */
export function ShuffleDeck({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('tarot');
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    const timer = setTimeout(() => onDoneRef.current(), prefersReducedMotion() ? 0 : SHUFFLE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="sl-shuffle" role="status">
      <div className="sl-shuffle-deck" aria-hidden="true">
        {Array.from({ length: CARDS }, (_, i) => (
          <span
            key={i}
            className="sl-shuffle-card"
            style={
              {
                '--side': i % 2 === 0 ? -1 : 1,
                '--lift': i >= CARDS - 3 ? 1 : 0,
                '--n': i,
                zIndex: i,
              } as CSSProperties
            }
          >
            <TarotCardBack />
          </span>
        ))}
      </div>
      <p className="sl-shuffle-text">{t('shuffle.running')}</p>
    </div>
  );
}
