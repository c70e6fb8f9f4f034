import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../../components/Glyphs';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';
import './entry.css';

/**
 * Home's way to the 八字 screen for members reading in Chinese: one slim row on the first
 * screenful, under the profile switcher.
 */
export function HomeBaziEntry() {
  const { t } = useTranslation('bazi');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const lang = useAppStore((s) => s.lang);
  if (!loginStatus || lang !== 'zh') return null;
  return (
    <button type="button" className="sl-card sl-bz-home" onClick={() => void navigate('/bazi')}>
      <span className="sl-bz-home-icon" aria-hidden="true">
        <Glyph name="chart" size="0.48rem" />
      </span>
      <span className="sl-bz-home-text">
        <strong>{t('entry.title')}</strong>
        <span>{t('entry.body')}</span>
      </span>
      <span className="sl-bz-home-go" aria-hidden="true" />
    </button>
  );
}
