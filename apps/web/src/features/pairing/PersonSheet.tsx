import { useId, useState } from 'react';
import { Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@starlit/contracts';
import { SegmentTabs } from '../../components/Form/SegmentTabs';
import { toast } from '../../components/Toast/toast';
import { formatDate } from '../../i18n/format';
import { type PairingProfile, SAMPLE_PAIRING_PROFILES, useAppStore } from '../../state/app';
import { BirthdayForm } from './BirthdayForm';
import { type BirthdayValues, birthdayValues } from './model';
import { SignMark } from './SignMark';
import { signKey } from '../../i18n/keys';
import { NavButton } from '../../components/NavButton';

type Tab = 'profiles' | 'birthday';

/** The own profile first, then in the order they were added. */
const ownFirst = (list: readonly Profile[]) =>
  [...list].sort((a, b) =>
    a.relationship === 'A' ? -1 : b.relationship === 'A' ? 1 : a.id - b.id,
  );

/** The member's stored profiles; the one already chosen as the other person cannot be taken. */
function ProfileList({
  list,
  current,
  other,
  onChoose,
}: {
  list: readonly Profile[];
  current: PairingProfile;
  other: PairingProfile | undefined;
  onChoose(profile: Profile): void;
}) {
  const { t } = useTranslation(['pairing', 'common']);
  const lang = useAppStore((s) => s.lang);
  if (list.length === 0)
    return (
      <div className="sl-pair-sheet-empty">
        <p>{t('sheet.noProfiles')}</p>
        <NavButton shape="rounded" to="/editPage">
          {t('sheet.addProfile')}
        </NavButton>
      </div>
    );
  return (
    <ul className="sl-pair-sheet-list">
      {ownFirst(list).map((profile) => {
        const chosen = current.profileId === profile.id;
        const taken = other?.profileId === profile.id;
        return (
          <li key={profile.id}>
            <button
              type="button"
              className={taken ? 'sl-pair-sheet-item is-taken' : 'sl-pair-sheet-item'}
              aria-pressed={chosen}
              aria-disabled={taken || undefined}
              onClick={() => {
                if (taken)
                  toast.show({
                    icon: 'fail',
                    content: t('sheet.alreadyOther', { name: profile.nickname }),
                  });
                else onChoose(profile);
              }}
            >
              <SignMark sign={profile.constellation} />
              <span className="sl-pair-sheet-main">
                <span className="sl-pair-sheet-name">{profile.nickname}</span>
                <span className="sl-pair-sheet-line">
                  {t(signKey(profile.constellation))}
                  {' · '}
                  {formatDate(profile.birthDate, lang)}{' '}
                  {profile.timeUnknown ? t('picker.timeUnknown') : profile.birthTime}
                </span>
              </span>
              {taken ? <span className="sl-pair-tag">{t('sheet.other')}</span> : null}
              {chosen ? (
                <CheckOutline className="sl-pair-sheet-check" aria-label={t('sheet.chosen')} />
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The sheet that changes one of the pair: a stored profile (sent as its id) or a birthday typed
 * in. Opens on the profiles when the person is one, or when there are profiles to choose from.
 */
export function PersonSheet({
  visible,
  position,
  current,
  other,
  list,
  onClose,
  onChooseProfile,
  onUseBirthday,
}: {
  visible: boolean;
  position: string;
  current: PairingProfile;
  other: PairingProfile | undefined;
  list: readonly Profile[];
  onClose(): void;
  onChooseProfile(profile: Profile): void;
  onUseBirthday(values: BirthdayValues): void;
}) {
  const { t } = useTranslation('pairing');
  const titleId = useId();
  // a birthday the member typed opens on its form; a profile, or a sample, on the profiles
  const sample = SAMPLE_PAIRING_PROFILES.some((p) => p.id === current.id);
  const [tab, setTab] = useState<Tab>(
    current.profileId || (sample && list.length > 0) ? 'profiles' : 'birthday',
  );
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="sl-sheet sl-pair-sheet"
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="sl-sheet-title">
          {t('sheet.title', { position })}
        </h2>
        <SegmentTabs
          value={tab}
          label={t('sheet.tabs')}
          onChange={setTab}
          options={[
            { value: 'profiles', label: t('sheet.profiles') },
            { value: 'birthday', label: t('sheet.birthday') },
          ]}
        />
        <div className="sl-pair-sheet-body">
          {tab === 'profiles' ? (
            <ProfileList list={list} current={current} other={other} onChoose={onChooseProfile} />
          ) : (
            <BirthdayForm initial={birthdayValues(current)} onUse={onUseBirthday} />
          )}
        </div>
      </div>
    </Popup>
  );
}
