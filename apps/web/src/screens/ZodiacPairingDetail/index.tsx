import { SignedInPage } from '../../components/SignedInPage';
import { PairingDetail } from '../../features/pairing/PairingDetail';

/** /zodiacPairingDetail (route name ZodiacPairingDetail): the pairing of the chosen two. */
export default function ZodiacPairingDetailScreen() {
  return (
    <SignedInPage title="pairing:screens.detail" fallback="/zodiacPairing" signIn="pairing">
      <PairingDetail />
    </SignedInPage>
  );
}
