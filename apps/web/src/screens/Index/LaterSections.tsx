import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryRow } from '../../components/EntryCard';
import { AnswersBookEntry } from '../../features/answers/AnswersBookEntry';
import { HomeCompanionsCard } from '../../features/companions/HomeCompanionsCard';
import { DiceEntry } from '../../features/dice/DiceEntry';
import { HOME_SECTIONS } from '../../features/home/sections';
import { HomeJournalCard } from '../../features/journal/HomeJournalCard';
import { HomeMbtiCard } from '../../features/mbti/HomeMbtiCard';
import { CheckInCard } from '../../features/points/CheckInCard';
import { RelationsEntries } from '../../features/relations/RelationsEntries';
import { HomeReminderOptIn } from '../../features/reminders/OptInCard';
import { TarotHomeCard } from '../../features/tarot/TarotHomeCard';
import { HomeTransitsEntry } from '../../features/transits/TransitsEntry';
import { HomeSolarReturnEntry } from '../../features/cycles/CyclesEntry';

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

const home = (id: string): ComponentType =>
  HOME_SECTIONS.find((section) => section.id === id)?.Component ?? (() => null);

/** The home page's sections below the first screenful, in order (features never import each other). */
const LATER: readonly { id: string; Component: ComponentType }[] = [
  { id: 'transits', Component: HomeTransitsEntry },
  { id: 'solarReturn', Component: HomeSolarReturnEntry },
  { id: 'relations', Component: RelationsEntries },
  { id: 'tarot', Component: TarotHomeCard },
  { id: 'oracles', Component: OracleEntries },
  { id: 'personality', Component: HomeMbtiCard },
  { id: 'companions', Component: HomeCompanionsCard },
  { id: 'journal', Component: HomeJournalCard },
  { id: 'reminders', Component: HomeReminderOptIn },
  { id: 'sign-in', Component: home('sign-in') },
  { id: 'check-in', Component: CheckInCard },
  { id: 'quick', Component: home('quick') },
];

/** The sections below the first screenful (the home screen fetches them after its first paint). */
export default function LaterSections() {
  return (
    <>
      {LATER.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </>
  );
}
