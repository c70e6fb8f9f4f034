import type { ReactNode } from 'react';
import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Profile } from '@starlit/contracts';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { signGlyph } from './model';
import { signKey } from '../../i18n/keys';

/** The sign's symbol in a small round badge. */
export function SignBadge({ sign, size = 'm' }: { sign: number; size?: 's' | 'm' }) {
  return (
    <span className={`sl-sign-badge is-${size}`} aria-hidden="true">
      {signGlyph(sign)}
    </span>
  );
}

/** What a profile row says: name, relationship, sign, birth, place. */
export function ProfileSummary({ profile, current }: { profile: Profile; current: boolean }) {
  const { t } = useTranslation(['archives', 'common']);
  const lang = useAppStore((s) => s.lang);
  const time = profile.timeUnknown ? t('list.timeUnknown') : profile.birthTime;
  return (
    <>
      <SignBadge sign={profile.constellation} />
      <span className="sl-arch-item-main">
        <span className="sl-arch-item-title">
          <span className="sl-arch-item-name">{profile.nickname}</span>
          <span className={profile.relationship === 'A' ? 'sl-arch-tag is-self' : 'sl-arch-tag'}>
            {t(`relationship.${profile.relationship}`)}
          </span>
          {current ? <span className="sl-arch-tag is-current">{t('list.current')}</span> : null}
        </span>
        <span className="sl-arch-item-line">
          {t(signKey(profile.constellation))}
          {' · '}
          {formatDate(profile.birthDate, lang)} {time}
        </span>
        <span className="sl-arch-item-line sl-arch-item-place">{profile.birthPlace.fullName}</span>
      </span>
    </>
  );
}

/** One profile: tap to make it current, or tick it in manage mode; the pen edits it. */
export function ProfileRow({
  profile,
  current,
  managing,
  selected,
  onTap,
  onEdit,
}: {
  profile: Profile;
  current: boolean;
  managing: boolean;
  selected: boolean;
  onTap(): void;
  onEdit(): void;
}) {
  const { t } = useTranslation('archives');
  const navigate = useNavigate();
  const classes = ['sl-card', 'sl-arch-item'];
  if (current) classes.push('is-current');
  if (selected) classes.push('is-selected');
  let body: ReactNode;
  if (managing)
    body = (
      <label className="sl-arch-item-body">
        <input
          type="checkbox"
          className="sl-arch-checkbox"
          checked={selected}
          onChange={onTap}
          aria-label={t('list.select', { name: profile.nickname })}
        />
        <span className="sl-arch-box" aria-hidden="true" />
        <ProfileSummary profile={profile} current={current} />
      </label>
    );
  else
    body = (
      <button
        type="button"
        className="sl-arch-item-body"
        aria-current={current ? 'true' : undefined}
        onClick={onTap}
      >
        <ProfileSummary profile={profile} current={current} />
      </button>
    );
  return (
    <li className={classes.join(' ')}>
      {body}
      {managing ? null : (
        <button
          type="button"
          className="sl-arch-bazi"
          aria-label={t('list.bazi', { name: profile.nickname })}
          onClick={() => void navigate(`/bazi?profileId=${profile.id}`)}
        >
          {t('list.baziShort')}
        </button>
      )}
      {managing ? null : (
        <button
          type="button"
          className="sl-arch-edit"
          aria-label={t('list.edit', { name: profile.nickname })}
          onClick={onEdit}
        >
          <EditSOutline />
        </button>
      )}
    </li>
  );
}
