import {
  type CSSProperties,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { TarotCardBack } from './faces';
import { prefersReducedMotion } from '../../components/useWidth';
import './fan.css';

/** The fan's geometry: the step between cards (rem); the arc's tilt and dip at the edges. */
const STEP = 0.6;
const TILT = 26;
const DIP = 1.3;

/**
 * Bends the visible stretch of the deck into an arc around the middle of the view: each card
 * tilts and dips by its distance from the centre, so the arc follows the scrolling.
 */
function bend(scroller: HTMLElement) {
  const track = scroller.firstElementChild as HTMLElement | null;
  if (!track) return;
  const half = scroller.clientWidth / 2 || 1;
  const centre = scroller.scrollLeft + half - track.offsetLeft;
  for (const card of Array.from(track.children) as HTMLElement[]) {
    const d = Math.max(
      -1.6,
      Math.min(1.6, (card.offsetLeft + card.offsetWidth / 2 - centre) / half),
    );
    card.style.setProperty('--r', `${(d * TILT).toFixed(2)}deg`);
    card.style.setProperty('--y', `${(d * d * DIP).toFixed(3)}rem`);
  }
}

interface CardFanProps {
  deckSize: number;
  picks: number;
  /** while the draw is being sent: nothing can be picked */
  disabled?: boolean;
  /** called once, with the picked fan indexes in the order they were picked */
  onComplete(picks: number[]): void;
}

/**
 * The shuffled deck, face down, spread in a wide arc that scrolls sideways. Tapping a card
 * lifts it (tap again to put it back) until `picks` are lifted; then the picks are handed on.
 * For the keyboard the fan is one list box and one tab stop: Left and Right (Home, End) move
 * between cards, Enter or Space lifts the card in focus.
 */
export function CardFan({ deckSize, picks, disabled = false, onComplete }: CardFanProps) {
  const { t } = useTranslation('tarot');
  const [picked, setPicked] = useState<number[]>([]);
  /** the card that holds the fan's one tab stop: the middle one until another is reached */
  const [active, setActive] = useState(() => Math.floor((deckSize - 1) / 2));
  const scroller = useRef<HTMLDivElement>(null);
  const done = picked.length >= picks;
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });

  // start in the middle of the deck, and keep the arc under the view while scrolling
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => bend(el));
    };
    bend(el);
    el.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [deckSize]);

  // the last lift is seen before the cards leave
  useEffect(() => {
    if (!done) return;
    const chosen = picked.slice(0, picks);
    const timer = setTimeout(() => onCompleteRef.current(chosen), prefersReducedMotion() ? 0 : 450);
    return () => clearTimeout(timer);
  }, [done, picked, picks]);

  const toggle = (index: number) => {
    if (disabled) return;
    setPicked((current) => {
      if (current.length >= picks) return current;
      return current.includes(index) ? current.filter((i) => i !== index) : [...current, index];
    });
  };

  const mid = (deckSize - 1) / 2;
  const locked = disabled || done;

  const focusCard = (index: number) => {
    const next = Math.max(0, Math.min(deckSize - 1, index));
    setActive(next);
    const card = scroller.current?.querySelector<HTMLElement>(`[data-index="${next}"]`);
    // sideways only: the fan never scrolls up, which would cut off the lifted cards
    card?.focus({ preventScroll: true });
    card?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (scroller.current) scroller.current.scrollTop = 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = Number((event.target as HTMLElement).dataset.index ?? active);
    const moves: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      Home: 0,
      End: deckSize - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusCard(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(at);
    }
  };

  return (
    <div className="sl-fan-wrap">
      <p className="sl-fan-counter" aria-live="polite">
        <span className="sl-visually-hidden">{t('fan.pickedLabel')}</span>
        {t('fan.counter', { picked: Math.min(picked.length, picks), total: picks })}
      </p>
      <div
        ref={scroller}
        className="sl-fan"
        role="listbox"
        aria-multiselectable="true"
        aria-orientation="horizontal"
        aria-disabled={locked || undefined}
        aria-label={t('fan.label', { count: picks })}
        onKeyDown={onKeyDown}
      >
        <div className="sl-fan-track" style={{ width: `${(deckSize - 1) * STEP + 1.6}rem` }}>
          {Array.from({ length: deckSize }, (_, i) => {
            const offset = i - mid;
            const order = picked.indexOf(i);
            const selected = order >= 0;
            const style = {
              left: `${i * STEP}rem`,
              '--from': `${(-offset * STEP).toFixed(3)}rem`,
              // a picked card lies above the whole fan, so no neighbour covers it
              zIndex: selected ? deckSize + 1 + order : i,
            } as CSSProperties;
            return (
              <div
                key={i}
                data-index={i}
                className={selected ? 'sl-fan-card is-picked' : 'sl-fan-card'}
                style={style}
                role="option"
                aria-selected={selected}
                aria-disabled={disabled || (done && !selected) || undefined}
                aria-label={t('fan.card', { n: i + 1 })}
                tabIndex={i === active ? 0 : -1}
                onFocus={() => setActive(i)}
                onClick={(event) => {
                  toggle(i);
                  // a card picked at the edge of the view is brought whole into it
                  event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
                }}
              >
                <TarotCardBack />
                {selected ? <span className="sl-fan-order">{order + 1}</span> : null}
              </div>
            );
          })}
        </div>
      </div>
      <p className="sl-fan-hint">{t(done ? 'fan.drawing' : 'fan.hint', { count: picks })}</p>
    </div>
  );
}
