import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { ApiError } from '../../api/http';
import { EntryCard, EntryRow } from '../../components/EntryCard';
import { CreateProfilePrompt } from '../../components/ProfileChip/ProfileChip';
import { useProfileData } from '../../api/currentProfile';
import { useSessionStore } from '../../state/session';
import { DIMENSION_COLORS, DIMENSIONS } from './charts/palette';
import { ScoreRing } from '../../components/ScoreRing/ScoreRing';
import './home-card.css';

/** Home's card of today's fortune: the overall score, the four areas and one line; or, when the
 * server says the profile is gone, the invitation to create one. Visitors see nothing. */
function FortuneCard() {
  const { t } = useTranslation('astrology');
  const navigate = useNavigate();
  const { profile, ready, data, result } = useProfileData(
    endpoints.astrology.fortune,
    (id) => astrologyApi.fortune(id),
    { daily: true },
  );
  // without any profile Home's profile switcher already invites the member to create one
  if (ready && !profile) return null;
  const missing =
    result && !(result instanceof ApiError) && result.code === ErrorCode.OWN_PROFILE_MISSING;
  if (missing)
    return (
      <section className="sl-card sl-home-fortune is-empty" aria-label={t('home.title')}>
        <CreateProfilePrompt compact />
      </section>
    );
  const fortune = data && profile && data.archiveId === profile.id ? data : null;
  return (
    <section className="sl-card sl-home-fortune" aria-labelledby="sl-home-fortune-title">
      <button
        type="button"
        className="sl-home-fortune-open"
        onClick={() => void navigate('/todayFortune')}
      >
        <span className="sl-home-fortune-head">
          <strong id="sl-home-fortune-title">{t('home.title')}</strong>
          {profile ? <span className="sl-weak">{profile.nickname}</span> : null}
        </span>
        <span className="sl-home-fortune-body" aria-busy={!fortune}>
          <ScoreRing score={fortune?.overall ?? 0} size={76} />
          <span className="sl-home-fortune-scores">
            {DIMENSIONS.map((d) => (
              <span key={d} className="sl-home-fortune-score">
                <span className="sl-home-fortune-name">{t(`fortune.dims.${d}`)}</span>
                <span className="sl-home-fortune-bar">
                  <span
                    style={{
                      width: `${fortune?.scores[d] ?? 0}%`,
                      background: DIMENSION_COLORS[d],
                    }}
                  />
                </span>
                <span className="sl-home-fortune-value">{fortune ? fortune.scores[d] : '-'}</span>
              </span>
            ))}
          </span>
        </span>
        <span className="sl-home-fortune-line">
          {fortune ? fortune.texts.overall : t('home.loading')}
        </span>
        <span className="sl-home-fortune-more">{t('home.open')}</span>
      </button>
    </section>
  );
}

/** Today's fortune and the ways to the natal chart and the sample report, signed in. */
export function HomeAstrology() {
  const { t } = useTranslation('astrology');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  if (!loginStatus) return null;
  return (
    <>
      <FortuneCard />
      <EntryRow>
        <EntryCard
          path="/natalChartReport"
          glyph="chart"
          title={t('home.natal.title')}
          body={t('home.natal.body')}
        />
        <EntryCard
          path="/foldTogetherExample"
          glyph="book"
          title={t('home.sample.title')}
          body={t('home.sample.body')}
        />
      </EntryRow>
    </>
  );
}
