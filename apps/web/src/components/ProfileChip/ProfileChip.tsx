import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfiles } from '../../api/profileList';
import { EmptyState } from '../EmptyState';
import './profile-chip.css';
import { signKey } from '../../i18n/keys';
import { NavButton } from '../NavButton';

/** The list of profiles (antd-mobile's ActionSheet) loads on the first tap, not with the screen. */
const ProfileSheet = lazy(() => import('./ProfileSheet'));

/**
 * The profile a screen is about, as a chip; tapping it lists the user's profiles to switch
 * to (the current one changes for every screen) and a way to manage them.
 */
export function ProfileChip() {
  const { t } = useTranslation(['astrology', 'common']);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { list, currentId } = useProfiles();
  const current = list.find((a) => a.id === currentId);
  if (!current) return null;
  return (
    <>
      <button
        type="button"
        className="sl-profile-chip"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={t('profile.switch', { name: current.nickname })}
      >
        <span className="sl-profile-chip-name">{current.nickname}</span>
        <span className="sl-profile-chip-sign">{t(signKey(current.constellation))}</span>
        <span className="sl-profile-chip-caret" aria-hidden="true" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ProfileSheet visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Signed in without a profile yet: what the profile gives, and a way to create it. */
export function CreateProfilePrompt({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('astrology');
  const action = (
    <NavButton color="primary" shape="rounded" to="/editPage">
      {t('noProfile.action')}
    </NavButton>
  );
  if (compact)
    return (
      <div className="sl-profile-prompt">
        <div>
          <h2>{t('noProfile.title')}</h2>
          <p>{t('noProfile.body')}</p>
        </div>
        {action}
      </div>
    );
  return (
    <EmptyState title={t('noProfile.title')} description={t('noProfile.body')}>
      {action}
    </EmptyState>
  );
}
