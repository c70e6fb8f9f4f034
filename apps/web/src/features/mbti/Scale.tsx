import { useTranslation } from 'react-i18next';
import { SCALE } from './model';

/**
 * The 7-point agreement scale: seven round choices, largest at the two ends, disagreeing on
 * the left and agreeing on the right, with the ends and the middle named under them. Each
 * choice is a radio with its full name ("Slightly agree").
 */
export function Scale({
  value,
  labelledBy,
  disabled,
  onChoose,
}: {
  value: number | undefined;
  /** the id of the statement the scale answers */
  labelledBy: string;
  disabled?: boolean;
  onChoose(value: number): void;
}) {
  const { t } = useTranslation('mbti');
  const picked = SCALE.find((n) => n === value);
  return (
    <div className="sl-mbti-scale">
      <div className="sl-mbti-scale-row" role="radiogroup" aria-labelledby={labelledBy}>
        {SCALE.map((n) => {
          const side = n < 4 ? 'is-disagree' : n > 4 ? 'is-agree' : 'is-neutral';
          const chosen = value === n;
          return (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={t(`scale.${n}`)}
              disabled={disabled}
              className={`sl-mbti-choice ${side} size-${Math.abs(n - 4)}${chosen ? ' is-chosen' : ''}`}
              onClick={() => onChoose(n)}
            >
              <span className="sl-mbti-dot" aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <div className="sl-mbti-scale-ends" aria-hidden="true">
        <span>{t('scale.disagree')}</span>
        <span>{t('scale.neutral')}</span>
        <span>{t('scale.agree')}</span>
      </div>
      <p className="sl-mbti-scale-chosen" aria-hidden="true">
        {picked ? t(`scale.${picked}`) : '\u00a0'}
      </p>
    </div>
  );
}
