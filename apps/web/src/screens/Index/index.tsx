import { useState, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EntryRow } from '../../components/EntryCard';
import { LogoHeader } from '../../components/Header/LogoHeader';
import { AnswersBookEntry } from '../../features/answers/AnswersBookEntry';
import { HomeAstrology } from '../../features/astrology/HomeFortuneCard';
import { ProfileSwitcher } from '../../features/archives/ProfileSwitcher';
import { HomeCompanionsCard } from '../../features/companions/HomeCompanionsCard';
import { DiceEntry } from '../../features/dice/DiceEntry';
import { HOME_SECTIONS } from '../../features/home/sections';
import { HomeMbtiCard } from '../../features/mbti/HomeMbtiCard';
import { HomePairingCard } from '../../features/pairing/HomePairingCard';
import { CheckInCard } from '../../features/points/CheckInCard';
import { RelationsEntries } from '../../features/relations/RelationsEntries';
import { TarotHomeCard } from '../../features/tarot/TarotHomeCard';
import { readDraft, shouldOnboard } from '../../state/onboarding';
import { useSessionStore } from '../../state/session';

type Section = (typeof HOME_SECTIONS)[number];

/** The answers book and the zodiac dice, side by side. */
function OracleEntries() {
  // both namespaces in one go rather than one after the other
  useTranslation(['answers', 'dice']);
  return (
    <EntryRow>
      <AnswersBookEntry />
      <DiceEntry />
    </EntryRow>
  );
}

/** Sections of other features, each placed after a home section (features never import each other). */
const EXTRA_SECTIONS: readonly { after: string; id: string; Component: ComponentType }[] = [
  { after: 'hero', id: 'profiles', Component: ProfileSwitcher },
  { after: 'daily', id: 'astrology', Component: HomeAstrology },
  { after: 'daily', id: 'pairing', Component: HomePairingCard },
  { after: 'daily', id: 'relations', Component: RelationsEntries },
  { after: 'daily', id: 'tarot', Component: TarotHomeCard },
  { after: 'daily', id: 'oracles', Component: OracleEntries },
  { after: 'daily', id: 'personality', Component: HomeMbtiCard },
  { after: 'daily', id: 'companions', Component: HomeCompanionsCard },
  { after: 'sign-in', id: 'check-in', Component: CheckInCard },
];

const SECTIONS: readonly Section[] = HOME_SECTIONS.flatMap((section) => [
  section,
  ...EXTRA_SECTIONS.filter((extra) => extra.after === section.id),
]);

/**
 * / (route name Index): the home page, a list of sections. A device's first visit opens the
 * introduction instead; someone who signed in with birth data typed before saves it first.
 */
export default function IndexScreen() {
  const [firstVisit] = useState(shouldOnboard);
  const signedIn = useSessionStore((s) => s.loginStatus);
  if (firstVisit) return <Navigate to="/welcome" replace />;
  if (signedIn && readDraft()) return <Navigate to="/welcome?step=save" replace />;
  return (
    <>
      <LogoHeader />
      <div className="sl-home">
        {SECTIONS.map(({ id, Component }) => (
          <Component key={id} />
        ))}
      </div>
    </>
  );
}
