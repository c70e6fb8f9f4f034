import type { ComponentType } from 'react';
import { Skeleton } from 'antd-mobile';
import { endpoints } from '@starlit/contracts/endpoints';
import { previewApi } from '../../api/preview';
import { useApiQuery } from '../../api/query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatToday, toIsoDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';
import { useGreetingName } from '../../state/useGreetingName';
import { Glyph } from '../../components/Glyphs';
import { MoonGlyph, phaseFraction } from '../../components/MoonGlyph';
import { dayPart, useNow } from './useNow';
import './home.css';
import { signKey } from '../../i18n/keys';
import { NavButton } from '../../components/NavButton';

/** Greeting by time of day, with the name the user gave (or their own profile's) when signed in. */
function HeroSection() {
  const { t } = useTranslation('home');
  const now = useNow();
  const name = useGreetingName();
  const part = dayPart(now);
  return (
    <section className="sl-home-hero">
      <p className="sl-home-eyebrow">{t(`eyebrow.${part}`)}</p>
      <h1 className="sl-home-greeting">
        {name ? t(`greeting.${part}Named`, { name }) : t(`greeting.${part}`)}
      </h1>
      <p className="sl-home-sub">{t(`sub.${part}`)}</p>
    </section>
  );
}

/** The sky is asked again after this long: the lit share moves about a point in two hours. */
const SKY_STALE_MS = 30 * 60_000;

/** Today's date, the moon's phase and the sun's sign (the server's one reckoning of the sky). */
function DailySkySection() {
  const { t } = useTranslation(['home', 'common']);
  const lang = useAppStore((s) => s.lang);
  const now = useNow();
  const { data: sky, loading } = useApiQuery(endpoints.preview.now, null, previewApi.now, {
    staleTime: SKY_STALE_MS,
  });
  return (
    <section className="sl-card sl-daily">
      <div className="sl-daily-head">
        <span className="sl-daily-label">{t('daily.title')}</span>
        <time dateTime={toIsoDate(now)}>{formatToday(now, lang)}</time>
      </div>
      {sky ? (
        <>
          <div className="sl-daily-body">
            <MoonGlyph fraction={phaseFraction(sky)} />
            <div className="sl-daily-facts">
              <p className="sl-daily-phase">{t(`moon.${sky.phase}`)}</p>
              <p className="sl-weak">
                {t('daily.illumination', { percent: Math.round(sky.illumination * 100) })}
              </p>
              <p className="sl-daily-sun">{t('daily.sunIn', { sign: t(signKey(sky.sun.sign)) })}</p>
            </div>
          </div>
          <p className="sl-daily-reflection">{t(`reflection.${sky.phase}`)}</p>
        </>
      ) : loading ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : null}
    </section>
  );
}

/** For visitors: what signing in gives. */
function SignInPromptSection() {
  const { t } = useTranslation('home');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  if (loginStatus) return null;
  return (
    <section className="sl-card sl-home-signin">
      <div>
        <h2>{t('signIn.title')}</h2>
        <p>{t('signIn.body')}</p>
      </div>
      <NavButton color="primary" shape="rounded" to="/login">
        {t('signIn.action')}
      </NavButton>
    </section>
  );
}

const QUICK_ENTRIES = [
  { path: '/information', glyph: 'profile', label: 'quick.profile' },
  { path: '/setting', glyph: 'settings', label: 'quick.settings' },
  { path: '/language', glyph: 'globe', label: 'quick.language' },
  { path: '/feedback', glyph: 'letter', label: 'quick.feedback' },
  { path: '/aboutUs', glyph: 'info', label: 'quick.about' },
] as const;

/** Shortcuts to the screens that exist. */
function QuickEntriesSection() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <section>
      <h2 className="sl-section-title">{t('quick.title')}</h2>
      <div className="sl-quick-grid">
        {QUICK_ENTRIES.map((entry) => (
          <button
            key={entry.path}
            type="button"
            className="sl-quick"
            onClick={() =>
              void navigate(entry.path === '/information' && !loginStatus ? '/login' : entry.path)
            }
          >
            <span className="sl-quick-icon">
              <Glyph name={entry.glyph} size="0.64rem" />
            </span>
            <span>{t(entry.label)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

/** The home page, top to bottom. Later features add their section here. */
export const HOME_SECTIONS: readonly { id: string; Component: ComponentType }[] = [
  { id: 'hero', Component: HeroSection },
  { id: 'daily', Component: DailySkySection },
  { id: 'sign-in', Component: SignInPromptSection },
  { id: 'quick', Component: QuickEntriesSection },
];
