import { useState } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SkyPreview as Preview } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { useApiQuery } from '../../api/query';
import { deviceTimeZone } from '../../api/economy';
import { previewApi } from '../../api/preview';
import { SIGN_GLYPHS } from '../../components/ChartWheel/symbols';
import { MoonGlyph, phaseFraction } from '../../components/MoonGlyph';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { readDraft, type BirthDraft } from '../../state/onboarding';
import './onboarding.css';
import './preview.css';
import { signKey } from '../../i18n/keys';
import { NavButton } from '../../components/NavButton';

const bodyOf = (draft: BirthDraft) => ({
  birthDate: draft.birthDate,
  ...(draft.birthTime ? { birthTime: draft.birthTime } : {}),
  ...(draft.birthPlace ? { birthPlaceId: draft.birthPlace.id } : {}),
  ...(deviceTimeZone() ? { timeZone: deviceTimeZone() } : {}),
});

function Result({ preview }: { preview: Preview }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const lang = useAppStore((s) => s.lang);
  const sign = (n: number) => t(signKey(n));
  const { natal, today } = preview;
  const fraction = phaseFraction(today);
  return (
    <>
      <section className="sl-card sl-ob-sun" aria-label={t('preview.sun')}>
        <span className="sl-ob-sign-glyph" aria-hidden="true">
          {SIGN_GLYPHS[natal.sun]}
        </span>
        <div>
          <p className="sl-ob-eyebrow">{t('preview.sun')}</p>
          <p className="sl-ob-sign">{sign(natal.sun)}</p>
          <p className="sl-ob-more">
            {[
              natal.moon !== null ? t('preview.moon', { sign: sign(natal.moon) }) : null,
              natal.rising !== null ? t('preview.rising', { sign: sign(natal.rising) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </section>
      <section className="sl-card sl-ob-today" aria-label={t('preview.today')}>
        <div className="sl-ob-today-head">
          <span>{t('preview.today')}</span>
          <time dateTime={preview.date}>{formatDate(preview.date, lang)}</time>
        </div>
        <div className="sl-ob-today-body">
          <MoonGlyph fraction={fraction} size="1.4rem" />
          <ul>
            <li className="sl-ob-phase">{t(`phase.${today.phase}`)}</li>
            <li>{t('preview.lit', { percent: Math.round(today.illumination * 100) })}</li>
            <li>
              {t('preview.sunIn', {
                sign: sign(today.sun.sign),
                degree: Math.floor(today.sun.degree),
              })}
            </li>
            <li>
              {t('preview.moonIn', {
                sign: sign(today.moon.sign),
                degree: Math.floor(today.moon.degree),
              })}
            </li>
          </ul>
        </div>
        <h2 className="sl-ob-for-you">{t('preview.forYou', { sign: sign(natal.sun) })}</h2>
        {preview.transit ? <p className="sl-ob-transit">{preview.transit}</p> : null}
        <p className="sl-ob-text">{preview.text}</p>
        <p className="sl-ob-score">{t('preview.score', { score: preview.overall })}</p>
      </section>
    </>
  );
}

/**
 * The visitor's first real reading: their Sun sign and today's sky computed for the date they
 * typed, then the way to keep it: signing up saves it as their own profile.
 */
export function SkyPreview() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const body = draft ? bodyOf(draft) : null;
  const { data, loading, result, reload } = useApiQuery(
    endpoints.preview.sky,
    body,
    () => previewApi.sky(body ?? { birthDate: '' }),
    { enabled: body !== null },
  );
  if (!draft) {
    return (
      <div className="sl-ob">
        <NavButton block color="primary" shape="rounded" to="/welcome?step=birth">
          {t('intro.start')}
        </NavButton>
      </div>
    );
  }
  const failed = !loading && !data && result !== undefined;
  return (
    <div className="sl-ob sl-ob-preview">
      <header className="sl-ob-head">
        <h1>{draft.name ? t('preview.titleNamed', { name: draft.name }) : t('preview.title')}</h1>
      </header>
      {data ? <Result preview={data} /> : null}
      {!data && !failed ? (
        <section className="sl-card" aria-label={t('preview.loading')}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </section>
      ) : null}
      {failed ? (
        <section className="sl-card sl-ob-failed">
          <p>{t('preview.failed')}</p>
          <Button size="small" shape="rounded" onClick={reload}>
            {t('preview.retry')}
          </Button>
        </section>
      ) : null}
      <footer className="sl-ob-actions">
        <NavButton block color="primary" shape="rounded" size="large" to="/login?mode=register">
          {t('preview.save')}
        </NavButton>
        <p className="sl-ob-note">{t('preview.saveHint')}</p>
        <div className="sl-ob-links">
          <button type="button" onClick={() => void navigate('/welcome?step=birth')}>
            {t('preview.edit')}
          </button>
          <button type="button" onClick={() => void navigate('/', { replace: true })}>
            {t('preview.later')}
          </button>
        </div>
      </footer>
    </div>
  );
}
