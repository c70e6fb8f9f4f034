import { Dialog } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../state/session';
import { Glyph } from '../../components/Glyphs';
import './companions.css';

/** The three AI companions (spec section 1). */
export const COMPANIONS = [
  { id: 'junior', glyph: 'crystal', paragraphs: 3 },
  { id: 'senior', glyph: 'sage', paragraphs: 3 },
  { id: 'support', glyph: 'heart', paragraphs: 3 },
] as const;

type Companion = (typeof COMPANIONS)[number];

/** The companions with what each does; opening one explains how it works (sign-in first). */
export function CompanionList() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);

  const open = (companion: Companion) => {
    if (!loginStatus) {
      void navigate('/login');
      return;
    }
    void Dialog.alert({
      title: t(`companions.${companion.id}.name`),
      content: (
        <div className="sl-companion-dialog">
          {Array.from({ length: companion.paragraphs }, (_, i) => (
            <p key={i}>{t(`companions.${companion.id}.how.${i}`)}</p>
          ))}
          <p className="sl-companion-note">{t('aiNote')}</p>
        </div>
      ),
      confirmText: t('common:actions.gotIt'),
    });
  };

  return (
    <ul className="sl-companions">
      {COMPANIONS.map((companion) => (
        <li key={companion.id}>
          <button
            type="button"
            className={`sl-card sl-companion sl-companion-${companion.id}`}
            onClick={() => open(companion)}
          >
            <span className="sl-companion-portrait">
              <Glyph name={companion.glyph} size="0.907rem" />
            </span>
            <span className="sl-companion-text">
              <span className="sl-companion-head">
                <strong>{t(`companions.${companion.id}.name`)}</strong>
                <span className="sl-ai-tag">{t('aiTag')}</span>
              </span>
              <span className="sl-companion-tagline">
                {t(`companions.${companion.id}.tagline`)}
              </span>
              <span className="sl-companion-description">
                {t(`companions.${companion.id}.description`)}
              </span>
            </span>
            <RightOutline className="sl-companion-chevron" />
          </button>
        </li>
      ))}
    </ul>
  );
}
