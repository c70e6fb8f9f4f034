import { SignedInPage } from '../../components/SignedInPage';
import { TransitsCalendar } from '../../features/transits/TransitsCalendar';

/** /transits (route name Transits): the current profile's transits calendar. */
export default function TransitsScreen() {
  return (
    <SignedInPage title="transits:screens.transits" fallback="/" signIn="transits">
      <TransitsCalendar />
    </SignedInPage>
  );
}
