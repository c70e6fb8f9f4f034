import { SignedInPage } from '../../components/SignedInPage';
import { SolarReturn } from '../../features/cycles/SolarReturn';

/** /solarReturn (route name SolarReturn): the current profile's solar return of this year or next. */
export default function SolarReturnScreen() {
  return (
    <SignedInPage title="cycles:screens.solarReturn" fallback="/" signIn="cycles">
      <SolarReturn />
    </SignedInPage>
  );
}
