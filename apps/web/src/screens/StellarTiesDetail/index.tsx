import { SignedInPage } from '../../components/SignedInPage';
import { StellarTiesDetail } from '../../features/relations/TiesDetailScreen';
import { useAppStore } from '../../state/app';

/** /stellarTiesDetail (route name StellarTiesDetail): the active tab's result for the pair. */
export default function StellarTiesDetailScreen() {
  const tab = useAppStore((s) => s.stellarTiesTab);
  return (
    <SignedInPage
      title={tab === '2' ? 'relations:screens.synastryDetail' : 'relations:screens.tiesDetail'}
      fallback="/stellarTies"
      signIn="astrology"
    >
      <StellarTiesDetail tab={tab} />
    </SignedInPage>
  );
}
