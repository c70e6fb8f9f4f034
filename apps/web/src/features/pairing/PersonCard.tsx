import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import type { PairingProfile } from '../../state/app';
import { useAppStore } from '../../state/app';
import { SignMark } from './SignMark';
import { signKey } from '../../i18n/keys';

/** One of the pair: position, Sun sign, nickname and birthday; a tap changes the person. */
export function PersonCard({
  profile,
  position,
  sign,
  onOpen,
}: {
  profile: PairingProfile;
  /** "Person 1" / "Person 2" */
  position: string;
  sign: number | null;
  onOpen(): void;
}) {
  const { t } = useTranslation(['pairing', 'common']);
  const lang = useAppStore((s) => s.lang);
  const signName = sign === null ? '' : t(signKey(sign));
  const date = formatDate(profile.birthDate, lang);
  return (
    <button
      type="button"
      className="sl-card sl-pair-person"
      aria-haspopup="dialog"
      aria-label={t('picker.cardLabel', { position, name: profile.nickname, sign: signName, date })}
      onClick={onOpen}
    >
      <span className="sl-pair-person-position">
        {position}
        {profile.profileId ? <span className="sl-pair-tag">{t('picker.stored')}</span> : null}
      </span>
      <SignMark sign={sign} size="l" />
      <span className="sl-pair-person-sign">{signName}</span>
      <span className="sl-pair-person-name">{profile.nickname}</span>
      <span className="sl-pair-person-date">{date}</span>
      <span className="sl-pair-person-time">
        {profile.timeUnknown ? t('picker.timeUnknown') : profile.birthTime}
      </span>
      <span className="sl-pair-person-change">
        <EditSOutline aria-hidden="true" />
        {t('picker.change')}
      </span>
    </button>
  );
}
