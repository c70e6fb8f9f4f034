import { useSearchParams } from 'react-router';
import { BirthForm } from '../../features/onboarding/BirthForm';
import { Intro } from '../../features/onboarding/Intro';
import { SaveProfile } from '../../features/onboarding/SaveProfile';
import { SkyPreview } from '../../features/onboarding/SkyPreview';

/**
 * /welcome (route name Welcome): the first minutes. `?step=` birth (the birth data), preview
 * (the visitor's sky), save (after signing in: the birth data becomes the own profile);
 * without it, what Starlit is.
 */
export default function WelcomeScreen() {
  const [params] = useSearchParams();
  const step = params.get('step');
  if (step === 'birth') return <BirthForm />;
  if (step === 'preview') return <SkyPreview />;
  if (step === 'save') return <SaveProfile />;
  return <Intro />;
}
