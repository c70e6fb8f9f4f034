import type { ReactNode } from 'react';
import { CheckCircleOutline, CompassOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { PairingResult } from '@starlit/contracts';
import { ScoreRing } from '../../components/ScoreRing/ScoreRing';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { ContactList } from './ContactList';
import { PAIR_SCORES } from './model';
import { SignMark } from './SignMark';
import { signKey } from '../../i18n/keys';

type Side = PairingResult['people'][number];

const SCORE_COLORS: Record<(typeof PAIR_SCORES)[number], string> = {
  love: '#ff8fa3',
  friendship: '#ffd95e',
  communication: '#6ab0ff',
  longTerm: '#6fd3a8',
};

/** One of the two: Sun sign, nickname, birthday, Moon sign. */
function SideView({ side }: { side: Side }) {
  const { t } = useTranslation(['pairing', 'common']);
  const lang = useAppStore((s) => s.lang);
  return (
    <div className="sl-pair-side">
      <SignMark sign={side.sign} />
      <strong className="sl-pair-side-name">{side.nickname}</strong>
      <span className="sl-pair-side-sign">{t(signKey(side.sign))}</span>
      <span className="sl-pair-side-line">{formatDate(side.birthDate, lang)}</span>
      <span className="sl-pair-side-line">
        {t('detail.moon', { sign: t(signKey(side.moonSign)) })}
      </span>
    </div>
  );
}

/** A list of lines, each with the list's icon. */
function Lines({
  title,
  items,
  icon,
  tone,
}: {
  title: string;
  items: readonly string[];
  icon: ReactNode;
  tone: 'good' | 'tense';
}) {
  if (items.length === 0) return null;
  return (
    <section className={`sl-card sl-pair-lines is-${tone}`} aria-label={title}>
      <h2 className="sl-pair-card-title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <span className="sl-pair-lines-icon" aria-hidden="true">
              {icon}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The pairing result: both people, the overall score as a ring with the level badge and the
 * summary, the four sub-scores as bars, strengths, frictions, advice, and for two full charts
 * the strongest contacts between them.
 */
export function PairingView({ result }: { result: PairingResult }) {
  const { t } = useTranslation('pairing');
  const [a, b] = result.people;
  return (
    <>
      <section className="sl-card sl-pair-hero" aria-labelledby="sl-pair-overall">
        <div className="sl-pair-hero-row">
          <SideView side={a} />
          <div
            className="sl-pair-hero-ring"
            role="img"
            aria-label={t('detail.overallLabel', { score: result.overall })}
          >
            <ScoreRing score={result.overall} size={96} />
          </div>
          <SideView side={b} />
        </div>
        <h2 id="sl-pair-overall" className="sl-pair-hero-title">
          {t('detail.overall')}
        </h2>
        <p className={`sl-pair-level is-${result.level}`}>{t(`detail.level.${result.level}`)}</p>
        <p className="sl-pair-summary">{result.summary}</p>
        <p className="sl-pair-methods">{t(`detail.methods.${result.level}`)}</p>
      </section>

      <h2 className="sl-section-title">{t('detail.scoresTitle')}</h2>
      <ul className="sl-card sl-pair-scores">
        {PAIR_SCORES.map((key) => (
          <li key={key} data-score={key}>
            <span className="sl-pair-score-name">{t(`detail.scores.${key}`)}</span>
            <span className="sl-pair-score-bar" aria-hidden="true">
              <span style={{ width: `${result.scores[key]}%`, background: SCORE_COLORS[key] }} />
            </span>
            <strong className="sl-pair-score-value">{result.scores[key]}</strong>
          </li>
        ))}
      </ul>

      <Lines
        title={t('detail.strengths')}
        items={result.strengths}
        icon={<CheckCircleOutline />}
        tone="good"
      />
      <Lines
        title={t('detail.frictions')}
        items={result.frictions}
        icon={<ExclamationCircleOutline />}
        tone="tense"
      />
      <section className="sl-card sl-pair-advice" aria-labelledby="sl-pair-advice-title">
        <h2 id="sl-pair-advice-title" className="sl-pair-card-title">
          <CompassOutline aria-hidden="true" />
          {t('detail.advice')}
        </h2>
        <p>{result.advice}</p>
      </section>

      {result.level === 'charts' && result.aspects.length > 0 ? (
        <ContactList aspects={result.aspects} a={a.nickname} b={b.nickname} />
      ) : null}
    </>
  );
}
