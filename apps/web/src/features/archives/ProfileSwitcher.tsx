import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { CheckOutline, DownOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useArchivesStore } from '../../state/archives';
import { useSessionStore } from '../../state/session';
import { Glyph } from '../../components/Glyphs';
import { ArchiveSummary, SignBadge } from './ArchiveRow';
import { sortArchives } from './model';
import './archives.css';
import './switcher.css';

/** The sheet of profiles: tap one to switch; manage or add below. */
function SwitcherSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation('archives');
  const navigate = useNavigate();
  const { list, currentId, setCurrent } = useArchivesStore();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="sl-sheet sl-switcher-sheet"
    >
      <h2 className="sl-sheet-title">{t('switcher.title')}</h2>
      <ul className="sl-switcher-list">
        {sortArchives(list).map((archive) => (
          <li key={archive.id}>
            <button
              type="button"
              className={
                archive.id === currentId ? 'sl-switcher-item is-current' : 'sl-switcher-item'
              }
              aria-pressed={archive.id === currentId}
              onClick={() => {
                if (archive.id !== currentId) void setCurrent(archive.id);
                onClose();
              }}
            >
              <ArchiveSummary archive={archive} current={false} />
              {archive.id === currentId ? <CheckOutline className="sl-switcher-check" /> : null}
            </button>
          </li>
        ))}
      </ul>
      <div className="sl-switcher-actions">
        <Button shape="rounded" onClick={() => go('/archives')}>
          {t('switcher.manage')}
        </Button>
        <Button color="primary" shape="rounded" onClick={() => go('/editPage')}>
          {t('switcher.add')}
        </Button>
      </div>
    </Popup>
  );
}

/**
 * Home's profile switcher: the current profile's name and Sun sign; a tap opens the list.
 * Signed in without any profile: an invitation to create one. Visitors see nothing.
 */
export function ProfileSwitcher() {
  const { t } = useTranslation('archives');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { list, currentId, loaded } = useArchivesStore();
  const [open, setOpen] = useState(false);
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
        <Button color="primary" shape="rounded" onClick={() => void navigate('/editPage')}>
          {t('switcher.create')}
        </Button>
      </section>
    );

  const current = list.find((a) => a.id === currentId) ?? sortArchives(list)[0];
  if (!current) return null;
  return (
    <section className="sl-switcher">
      <button
        type="button"
        className="sl-switcher-chip"
        aria-haspopup="dialog"
        aria-label={t('switcher.label', {
          name: current.nickname,
          sign: t(`common:zodiac.${current.constellation}`),
        })}
        onClick={() => setOpen(true)}
      >
        <SignBadge sign={current.constellation} size="s" />
        <span className="sl-switcher-chip-text">
          <span className="sl-switcher-chip-caption">{t('switcher.caption')}</span>
          <span className="sl-switcher-chip-name">{current.nickname}</span>
        </span>
        <span className="sl-switcher-chip-sign">{t(`common:zodiac.${current.constellation}`)}</span>
        <DownOutline className="sl-switcher-chip-arrow" />
      </button>
      <SwitcherSheet visible={open} onClose={() => setOpen(false)} />
    </section>
  );
}
