import { SignedInPage } from '../../components/SignedInPage';
import { StellarTies } from '../../features/relations/StellarTies';

/** /stellarTies (route name StellarTies): a pair of profiles, read three ways in tabs. */
export default function StellarTiesScreen() {
  return (
    <SignedInPage title="relations:screens.stellarTies" fallback="/" signIn="astrology">
      <StellarTies />
    </SignedInPage>
  );
}
