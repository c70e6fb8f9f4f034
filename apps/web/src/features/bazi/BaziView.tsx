import { useNavigate } from 'react-router';
import { ErrorCode } from '@starlit/contracts/constants';
import { ApiError } from '../../api/http';
import { useProfiles } from '../../api/profileList';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { CreateProfilePrompt } from '../../components/ProfileChip/ProfileChip';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { Balance } from './Balance';
import { Clocks, Settings } from './Clocks';
import { FlowYears } from './FlowYears';
import { FlowYear, LuckTimeline } from './Luck';
import { PillarsChart } from './PillarsChart';
import { LuckReport, Reading } from './Report';
import { useBazi } from './useBazi';
import { useBaziWords } from './words';
import './bazi.css';

/** The member's profiles as chips: whose 八字 the screen reads. */
function ProfilePicker({ id }: { id: number | null }) {
  const words = useBaziWords();
  const navigate = useNavigate();
  const { list } = useProfiles();
  if (list.length < 2) return null;
  return (
    <div className="sl-bz-people" role="group" aria-label={words.t('profiles')}>
      {list.map((p) => (
        <button
          key={p.id}
          type="button"
          className={p.id === id ? 'sl-bz-person is-active' : 'sl-bz-person'}
          aria-pressed={p.id === id}
          onClick={() => void navigate(`/bazi?profileId=${p.id}`, { replace: true })}
        >
          {p.nickname}
        </button>
      ))}
    </div>
  );
}

/**
 * /bazi: a profile's Four Pillars (the address's `profileId`, else the current profile): the
 * chart, elements and strength, both clocks and the month's 节, the member's settings, the
 * luck pillars, this year's pillar, the reading and the paid luck-pillar report.
 */
export function BaziView() {
  const words = useBaziWords();
  const state = useBazi();
  const { id, ready, profile, data, result, loading } = state;
  const noProfile =
    (ready && !profile && id === null) ||
    (result && !(result instanceof ApiError) && result.code === ErrorCode.OWN_PROFILE_MISSING);
  if (noProfile) return <CreateProfilePrompt />;
  const current = data && data.profileId === id ? data : null;
  const failed = !loading && result && !current;
  return (
    <div className="sl-bz">
      <ProfilePicker id={id} />
      {current ? (
        <>
          <h2 className="sl-bz-name">{words.t('pillars.caption', { name: current.nickname })}</h2>
          {current.timeUnknown ? <p className="sl-bz-alert">{words.t('timeUnknown')}</p> : null}
          <section className="sl-card sl-bz-chart" aria-label={words.t('pillars.title')}>
            <PillarsChart data={current} words={words} />
            <h3 className="sl-bz-sub">{words.t('pillars.relations')}</h3>
            {current.interactions.length > 0 ? (
              <ul className="sl-bz-relations">
                {current.interactions.map((r) => (
                  <li key={r.between.join()}>{words.relation(r)}</li>
                ))}
              </ul>
            ) : (
              <p className="sl-bz-note">{words.t('pillars.none')}</p>
            )}
          </section>
          <Balance data={current} words={words} />
          <Clocks data={current} words={words} />
          <Settings settings={current.settings} words={words} onChange={state.change} />
          <LuckTimeline data={current} words={words} />
          <FlowYear data={current} words={words} />
          <FlowYears data={current} words={words} />
          <Reading data={current} words={words} />
          <LuckReport
            data={current}
            words={words}
            unlocking={state.unlocking}
            onUnlock={() => void state.unlock()}
          />
        </>
      ) : null}
      {failed ? (
        <LoadFailed title={words.t('loadFailed')} result={result} onRetry={state.reload} />
      ) : null}
      {!current && !failed ? <TextSkeleton lines={12} /> : null}
    </div>
  );
}
