import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { cyclesApi } from '../../api/cycles';
import { useProfileData } from '../../api/currentProfile';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import './cycles.css';

/**
 * The natal report's progressed Moon: the chapter it marks now (its sign and house) and its
 * next change, free; a note instead without a birth time.
 */
export function ProgressedMoon() {
  const { t } = useTranslation('cycles');
  const state = useProfileData(endpoints.cycles.progressedMoon, (id) =>
    cyclesApi.progressedMoon(id),
  );
  const { profile, data, loading, result } = state;
  const moon = data && profile && data.profileId === profile.id ? data : null;
  if (!profile || (!moon && !loading && result)) return null;
  return (
    <section className="sl-card sl-pm" aria-labelledby="sl-pm-title" data-testid="progressed-moon">
      <h2 id="sl-pm-title" className="sl-sr-title">
        {t('progressed.title')}
      </h2>
      <p className="sl-sr-note">{t('progressed.intro')}</p>
      {!moon ? <TextSkeleton lines={4} /> : null}
      {moon?.timeUnknown ? <p>{t('progressed.timeUnknown')}</p> : null}
      {moon?.reading ? (
        <>
          <p className="sl-pm-now">{moon.reading.now}</p>
          <p>{moon.reading.climate}</p>
          <p>{moon.reading.focus}</p>
          {moon.reading.next ? <p className="sl-pm-next">{moon.reading.next}</p> : null}
        </>
      ) : null}
    </section>
  );
}
