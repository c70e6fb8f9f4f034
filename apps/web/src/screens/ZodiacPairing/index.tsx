import { SignedInPage } from '../../components/SignedInPage';
import { PairingPicker } from '../../features/pairing/PairingPicker';

/** /zodiacPairing (route name ZodiacPairing): choose the two people to pair. */
export default function ZodiacPairingScreen() {
  return (
    <SignedInPage title="pairing:screens.picker" fallback="/" signIn="pairing">
      <PairingPicker />
    </SignedInPage>
  );
}
