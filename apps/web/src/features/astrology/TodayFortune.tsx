import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { ApiError } from '../../api/http';
import { CreateProfilePrompt, ProfileChip } from '../../components/ProfileChip/ProfileChip';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { useProfileData } from '../../api/currentProfile';
import { FortuneView } from './FortuneView';
import { SingleReadingSection, TraitsSection } from './ProfileSections';
import './fortune.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { NavButton } from '../../components/NavButton';

/**
 * /todayFortune: today's fortune of the current profile, its six traits and the single
 * stellar reading of its Sun sign; a profile chip to switch, and the way to the in-depth
 * report. Without a profile: an invitation to create one.
 */
export function TodayFortune({
  note,
}: {
  /** what the screen puts below the day's fortune (the journal's note on that day) */
  note?: (date: string) => ReactNode;
} = {}) {
  const { t } = useTranslation('astrology');
  const fortune = useProfileData(endpoints.astrology.fortune, (id) => astrologyApi.fortune(id), {
    daily: true,
  });
  const { profile, ready, data, result, loading } = fortune;
  const noProfile =
    (ready && !profile) ||
    (result && !(result instanceof ApiError) && result.code === ErrorCode.OWN_PROFILE_MISSING);
  if (noProfile) return <CreateProfilePrompt />;

  const current = data && profile && data.archiveId === profile.id ? data : null;
  const failed = !loading && result && !current;
  return (
    <div className="sl-fortune">
      <div className="sl-fortune-top">
        <ProfileChip />
      </div>
      {current ? <FortuneView fortune={current} /> : null}
      {current ? note?.(current.date) : null}
      {failed ? (
        <LoadFailed title={t('fortune.loadFailed')} result={result} onRetry={fortune.reload} />
      ) : null}
      {!current && !failed ? <TextSkeleton lines={8} /> : null}
      {current ? (
        <NavButton
          block
          color="primary"
          shape="rounded"
          size="large"
          className="sl-fortune-deep"
          to="/horoscopeReport"
        >
          {t('fortune.deepAction')}
        </NavButton>
      ) : null}
      {/* below the fortune only once it is in place, so nothing visible moves when it arrives */}
      {profile && (current || failed) ? <TraitsSection /> : null}
      {profile && (current || failed) ? <SingleReadingSection profile={profile} /> : null}
    </div>
  );
}
