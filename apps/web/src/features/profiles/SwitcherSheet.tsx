import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfiles } from '../../api/profileList';
import { ProfileSummary } from './ProfileRow';
import { sortProfiles } from './model';
import './switcher.css';
import { Sheet } from '../../components/Sheet/Sheet';

/** The sheet of profiles: tap one to switch; manage or add below. */
export default function SwitcherSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation('archives');
  const navigate = useNavigate();
  const { list, currentId, setCurrent } = useProfiles();
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
        {sortProfiles(list).map((profile) => (
          <li key={profile.id}>
            <button
              type="button"
              className={
                profile.id === currentId ? 'sl-switcher-item is-current' : 'sl-switcher-item'
              }
              aria-pressed={profile.id === currentId}
              onClick={() => {
                if (profile.id !== currentId) void setCurrent(profile.id);
                onClose();
              }}
            >
              <ProfileSummary profile={profile} current={false} />
              {profile.id === currentId ? <CheckOutline className="sl-switcher-check" /> : null}
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
