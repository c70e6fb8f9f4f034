import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useArchivesStore } from '../../state/archives';
import { ArchiveSummary } from './ArchiveRow';
import { sortArchives } from './model';
import './switcher.css';
import { Sheet } from '../../components/Sheet/Sheet';

/** The sheet of profiles: tap one to switch; manage or add below. */
export default function SwitcherSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation('archives');
  const navigate = useNavigate();
  const { list, currentId, setCurrent } = useArchivesStore();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      title={t('switcher.title')}
      className="sl-switcher-sheet"
    >
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
    </Sheet>
  );
}
