import { Suspense, lazy, useState } from 'react';
import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useProfiles } from '../../api/profileList';
import { useSessionStore } from '../../state/session';
import { Glyph } from '../../components/Glyphs';
import { SignBadge } from './ProfileRow';
import { sortProfiles } from './model';
import './profiles.css';
import './switcher.css';
import { signKey } from '../../i18n/keys';
import { NavButton } from '../../components/NavButton';

/** The sheet (antd-mobile's Popup and its mask) loads on the first tap, not with Home. */
const SwitcherSheet = lazy(() => import('./SwitcherSheet'));

/**
 * Home's profile switcher: the current profile's name and Sun sign; a tap opens the list.
 * Signed in without any profile: an invitation to create one. Visitors see nothing.
 */
export function ProfileSwitcher() {
  const { t } = useTranslation(['archives', 'common']);
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { list, currentId, loaded } = useProfiles();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!loginStatus || !loaded) return null;

  if (list.length === 0)
    return (
      <section className="sl-card sl-switcher-create">
        <span className="sl-switcher-create-icon" aria-hidden="true">
          <Glyph name="chart" size="0.747rem" />
        </span>
        <div className="sl-switcher-create-text">
          <h2>{t('switcher.createTitle')}</h2>
          <p>{t('switcher.createBody')}</p>
        </div>
        <NavButton color="primary" shape="rounded" to="/editPage">
          {t('switcher.create')}
        </NavButton>
      </section>
    );

  const current = list.find((a) => a.id === currentId) ?? sortProfiles(list)[0];
  if (!current) return null;
  return (
    <section className="sl-switcher">
      <button
        type="button"
        className="sl-switcher-chip"
        aria-haspopup="dialog"
        aria-label={t('switcher.label', {
          name: current.nickname,
          sign: t(signKey(current.constellation)),
        })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <SignBadge sign={current.constellation} size="s" />
        <span className="sl-switcher-chip-text">
          <span className="sl-switcher-chip-caption">{t('switcher.caption')}</span>
          <span className="sl-switcher-chip-name">{current.nickname}</span>
        </span>
        <span className="sl-switcher-chip-sign">{t(signKey(current.constellation))}</span>
        <DownOutline className="sl-switcher-chip-arrow" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SwitcherSheet visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
