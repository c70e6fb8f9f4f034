import { lazy, Suspense, useState } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPREAD_IDS } from '@starlit/contracts/constants';
import { useSessionStore } from '../../state/session';
import { TarotCardBack } from './faces';
import { spreadPath, useTarotInfo } from './info';
import './tarot.css';
import './chooser.css';

/** A small fan of backs, as many as the spread has cards (up to five shown). */
function MiniFan({ count }: { count: number }) {
  const shown = Math.min(count, 5);
  return (
    <span className="sl-chooser-fan" aria-hidden="true">
      {Array.from({ length: shown }, (_, i) => (
        <span key={i} style={{ transform: `rotate(${(i - (shown - 1) / 2) * 12}deg)` }}>
          <TarotCardBack />
        </span>
      ))}
    </span>
  );
}

/** The readings sheet's code (and its sheet animation) is fetched when it first opens. */
const HistorySheet = lazy(() =>
  import('./HistorySheet').then((module) => ({ default: module.HistorySheet })),
);

/** Explore's tarot section: the ten spreads (name, card count, description) and "My readings". */
export function SpreadChooser() {
  const { t } = useTranslation(['tarot', 'common']);
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { info, failed, reload } = useTarotInfo();
  const [history, setHistory] = useState(false);
  // mounted from the first opening on, so closing it plays the sheet's own animation
  const [opened, setOpened] = useState(false);

  return (
    <section className="sl-chooser" aria-labelledby="sl-chooser-title">
      <div className="sl-chooser-head">
        <h2 id="sl-chooser-title" className="sl-section-title">
          {t('chooser.title')}
        </h2>
        <button
          type="button"
          className="sl-tarot-link sl-chooser-history"
          onClick={() => {
            if (!loginStatus) return void navigate('/login');
            setOpened(true);
            setHistory(true);
          }}
        >
          {t('chooser.history')}
          <RightOutline aria-hidden="true" />
        </button>
      </div>
      <p className="sl-chooser-intro">{t('chooser.intro')}</p>
      {info ? (
        <ul className="sl-chooser-list">
          {info.spreads.map((spread) => {
            const cards = t('spread.cards', { count: spread.positions.length });
            return (
              <li key={spread.id}>
                <button
                  type="button"
                  className="sl-card sl-chooser-item"
                  aria-label={t('chooser.open', { name: spread.name, cards })}
                  onClick={() => void navigate(spreadPath(spread))}
                >
                  <MiniFan count={spread.positions.length} />
                  <span className="sl-chooser-text">
                    <span className="sl-chooser-name">
                      <strong>{spread.name}</strong>
                      <span className="sl-tarot-chip">{cards}</span>
                    </span>
                    <span className="sl-chooser-description">{spread.description}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : failed ? (
        <div className="sl-chooser-failed">
          <span className="sl-weak">{t('loadFailed')}</span>
          <Button size="small" shape="rounded" onClick={reload}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : (
        <ChooserSkeleton />
      )}
      {opened ? (
        <Suspense fallback={null}>
          <HistorySheet visible={history} onClose={() => setHistory(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** While the spreads load: one placeholder per spread, of the list's own shape, so nothing below moves. */
function ChooserSkeleton() {
  return (
    <ul className="sl-chooser-list" role="status" aria-busy="true">
      {SPREAD_IDS.map((id) => (
        <li key={id}>
          <div className="sl-card sl-chooser-item">
            <span className="sl-chooser-fan" aria-hidden="true" />
            <Skeleton.Paragraph lineCount={2} animated className="sl-chooser-text" />
          </div>
        </li>
      ))}
    </ul>
  );
}
