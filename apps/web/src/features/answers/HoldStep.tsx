import type { KeyboardEvent, PointerEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosedBook } from './BookArt';
import { usePressHold } from './usePressHold';

const RING_R = 46;
const RING_C = 2 * Math.PI * RING_R;

const isHoldKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

/**
 * Step 2: press and hold the book (~1.5 s) while a ring fills; letting go early cancels.
 * Holding Space or Enter works the same, and a plain link opens the book with one tap.
 */
export function HoldStep({
  onOpen,
  headingRef,
}: {
  onOpen(): void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('answers');
  const hold = usePressHold(onOpen);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // keep the release even when a finger slides off the book
    event.currentTarget.setPointerCapture?.(event.pointerId);
    hold.start();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isHoldKey(event)) return;
    event.preventDefault();
    if (!event.repeat) hold.start();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isHoldKey(event)) return;
    event.preventDefault();
    hold.release();
  };

  let status = t('hold.keyHint');
  if (hold.holding) status = t('hold.holding');
  else if (hold.releasedEarly) status = t('hold.released');

  return (
    <section className="sl-answers-step" aria-labelledby="sl-answers-heading">
      <h2 id="sl-answers-heading" ref={headingRef} tabIndex={-1} className="sl-answers-heading">
        {t('hold.heading')}
      </h2>
      <p className="sl-answers-body">{t('hold.body')}</p>
      <button
        type="button"
        className={hold.holding ? 'sl-book-hold is-holding' : 'sl-book-hold'}
        aria-label={t('hold.button')}
        aria-describedby="sl-answers-hold-status"
        onPointerDown={onPointerDown}
        onPointerUp={hold.release}
        onPointerCancel={hold.release}
        onLostPointerCapture={hold.release}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={hold.release}
        onContextMenu={(event) => event.preventDefault()}
      >
        <svg className="sl-book-ring" viewBox="0 0 100 100" aria-hidden="true">
          <circle className="sl-book-ring-track" cx="50" cy="50" r={RING_R} />
          <circle
            className="sl-book-ring-fill"
            cx="50"
            cy="50"
            r={RING_R}
            strokeDasharray={RING_C}
            strokeDashoffset={RING_C * (1 - hold.progress)}
          />
        </svg>
        <ClosedBook title={t('hold.cover')} />
      </button>
      <p
        id="sl-answers-hold-status"
        role="status"
        className={hold.releasedEarly ? 'sl-answers-status is-warning' : 'sl-answers-status'}
      >
        {status}
      </p>
      <button type="button" className="sl-answers-tap" onClick={onOpen}>
        {t('hold.tap')}
      </button>
    </section>
  );
}
