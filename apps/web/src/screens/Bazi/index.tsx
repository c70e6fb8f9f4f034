import { SignedInPage } from '../../components/SignedInPage';
import { BaziView } from '../../features/bazi/BaziView';

/** /bazi (route name Bazi): a profile's Four Pillars; `?profileId=` names the profile. */
export default function BaziScreen() {
  return (
    <SignedInPage title="bazi:screens.bazi" fallback="/" signIn="bazi">
      <BaziView />
    </SignedInPage>
  );
}
