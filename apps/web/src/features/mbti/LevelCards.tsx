import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../state/session';
import { DEFAULT_LEVEL, LEVELS, testPath } from './model';
import { answeredCount, clearRun, loadRun } from './progress';

/**
 * The three lengths as cards: statements and minutes, what each is for, and Start; where a run
 * of that length is saved on this device, how far it got with Continue and Start over.
 * A visitor's Start goes to the sign-in screen. Mount it with the user id as its key.
 */
export function LevelCards() {
  const { t } = useTranslation('mbti');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const userId = useSessionStore((s) => s.userId);
  const [saved] = useState(() =>
    Object.fromEntries(LEVELS.map((l) => [l.level, answeredCount(loadRun(userId, l.level))])),
  );

  return (
    <section aria-labelledby="sl-mbti-levels-title">
      <h2 id="sl-mbti-levels-title" className="sl-section-title">
        {t('levels.title')}
      </h2>
      <ul className="sl-mbti-levels">
        {LEVELS.map(({ level, items, minutes }) => {
          const name = t(`levels.${level}.name`);
          const done = loginStatus ? (saved[level] ?? 0) : 0;
          const recommended = level === DEFAULT_LEVEL;
          const start = () => {
            if (!loginStatus) {
              void navigate('/login');
              return;
            }
            clearRun(userId, level);
            void navigate(testPath(level));
          };
          return (
            <li
              key={level}
              className={`sl-card sl-mbti-level${recommended ? ' is-recommended' : ''}`}
              data-level={level}
            >
              <div className="sl-mbti-level-head">
                <h3>{name}</h3>
                {recommended ? (
                  <span className="sl-mbti-tag">{t('levels.recommended')}</span>
                ) : null}
              </div>
              <p className="sl-mbti-level-meta">{t('levels.meta', { count: items, minutes })}</p>
              <p className="sl-mbti-level-body">{t(`levels.${level}.body`)}</p>
              {done > 0 ? (
                <p className="sl-mbti-level-saved">{t('levels.saved', { done, total: items })}</p>
              ) : null}
              <div className="sl-mbti-level-actions">
                {done > 0 ? (
                  <>
                    <Button
                      size="small"
                      shape="rounded"
                      color="primary"
                      aria-label={t('levels.continueLabel', { name })}
                      onClick={() => void navigate(testPath(level))}
                    >
                      {t('levels.continue')}
                    </Button>
                    <Button
                      size="small"
                      shape="rounded"
                      aria-label={t('levels.startOverLabel', { name })}
                      onClick={start}
                    >
                      {t('levels.startOver')}
                    </Button>
                  </>
                ) : (
                  <Button
                    size="small"
                    shape="rounded"
                    color="primary"
                    fill={recommended ? 'solid' : 'outline'}
                    aria-label={t('levels.startLabel', { name })}
                    onClick={start}
                  >
                    {t('levels.start')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {loginStatus ? null : (
        <p className="sl-weak sl-mbti-levels-note">{t('levels.signInFirst')}</p>
      )}
    </section>
  );
}
