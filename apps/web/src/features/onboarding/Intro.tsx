import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../../components/Glyphs';
import { Logo } from '../../components/Header/Logo';
import { markOnboarded } from '../../state/onboarding';
import './onboarding.css';
import { NavButton } from '../../components/NavButton';

const ITEMS = [
  { id: 'sky', glyph: 'moon' },
  { id: 'tarot', glyph: 'tarot' },
  { id: 'chart', glyph: 'chart' },
  { id: 'pairing', glyph: 'pairing' },
  { id: 'companion', glyph: 'sage' },
] as const;

/**
 * What Starlit is, on one screen, leading to one action: entering the birth data. Seen once
 * per device: opening it counts, so Home never sends the visitor here again.
 */
export function Intro() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  useEffect(markOnboarded, []);
  return (
    <div className="sl-ob sl-ob-intro">
      <button
        type="button"
        className="sl-ob-skip"
        onClick={() => void navigate('/', { replace: true })}
      >
        {t('skip')}
      </button>
      <header className="sl-ob-hero">
        <Logo size="1.6rem" />
        <h1>{t('intro.title')}</h1>
        <p>{t('intro.tagline')}</p>
      </header>
      <section className="sl-card sl-ob-items" aria-label={t('intro.what')}>
        <h2 className="sl-visually-hidden">{t('intro.what')}</h2>
        <ul>
          {ITEMS.map((item) => (
            <li key={item.id}>
              <span className="sl-ob-item-icon">
                <Glyph name={item.glyph} size="0.56rem" />
              </span>
              <span className="sl-ob-item-text">
                <strong>{t(`intro.items.${item.id}.title`)}</strong>
                <span>{t(`intro.items.${item.id}.body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <footer className="sl-ob-actions">
        <NavButton block color="primary" shape="rounded" size="large" to="/welcome?step=birth">
          {t('intro.start')}
        </NavButton>
        <p className="sl-ob-note">{t('intro.privacy')}</p>
      </footer>
    </div>
  );
}
