import { Navigate } from 'react-router';
import { CreateProfilePrompt } from '../../components/ProfileChip/ProfileChip';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { SynastryDetail } from './SynastryDetail';
import { TiesDetail } from './TiesDetail';
import { usePair } from './usePair';
import './relations.css';
import './detail.css';

/**
 * /stellarTiesDetail: the result of the tab chosen on /stellarTies for the chosen pair:
 * tab 1 the stellar ties, tab 2 the synastry; the deep report has its own screen.
 */
export function StellarTiesDetail({ tab }: { tab: string }) {
  const pair = usePair();
  if (!pair.ready) return <ListSkeleton rows={3} />;
  if (!pair.a) return <CreateProfilePrompt />;
  if (!pair.complete || tab === '3') return <Navigate to="/stellarTies" replace />;
  return (
    <div className="sl-rel">
      {tab === '2' ? <SynastryDetail pair={pair} /> : <TiesDetail pair={pair} />}
    </div>
  );
}
