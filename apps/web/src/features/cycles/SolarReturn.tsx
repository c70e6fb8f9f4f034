import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@starlit/contracts/constants';
import { ApiError } from '../../api/http';
import { SegmentTabs } from '../../components/Form/SegmentTabs';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { CreateProfilePrompt, ProfileChip } from '../../components/ProfileChip/ProfileChip';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { MomentCard, PlaceCard, ReturnReading, ReturnWheel } from './SolarReturnParts';
import { useSolarReturn } from './useSolarReturn';
import './cycles.css';

/**
 * /solarReturn: the current profile's solar return of this year or next: the exact moment in
 * the member's zone, where it is cast (remembered per year), the wheel, the year's title and
 * tone, and its themes once unlocked.
 */
export function SolarReturn() {
  const { t } = useTranslation('cycles');
  const state = useSolarReturn();
  const { profile, ready, view, result, loading, year } = state;
  const noProfile =
    (ready && !profile) ||
    (result && !(result instanceof ApiError) && result.code === ErrorCode.OWN_PROFILE_MISSING);
  if (noProfile) return <CreateProfilePrompt />;
  const years = view?.years ?? [year, year + 1];
  const failed = !loading && result && !view;
  return (
    <div className="sl-sr">
      <div className="sl-sr-top">
        <SegmentTabs
          label={t('year.label')}
          options={years.map((y) => ({ value: `${y}`, label: `${y}` }))}
          value={`${year}`}
          onChange={(value) => state.setYear(Number(value))}
        />
        <ProfileChip />
      </div>
      <p className="sl-sr-intro">{t('intro')}</p>
      {view ? (
        <>
          <MomentCard view={view} />
          <PlaceCard view={view} choosing={state.choosing} onChoose={state.choosePlace} />
          {view.timeUnknown ? (
            <section className="sl-card sl-sr-unknown" role="note">
              <h2 className="sl-sr-title">{t('timeUnknown.title')}</h2>
              <p>{t('timeUnknown.body')}</p>
            </section>
          ) : null}
          <ReturnWheel view={view} />
          <ReturnReading
            view={view}
            unlocking={state.unlocking}
            onUnlock={() => void state.unlock()}
          />
        </>
      ) : null}
      {failed ? (
        <LoadFailed title={t('loadFailed')} result={result} onRetry={state.reload} />
      ) : null}
      {!view && !failed ? <TextSkeleton lines={10} /> : null}
    </div>
  );
}
