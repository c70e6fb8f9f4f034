import type { ComponentType } from 'react';
import { LogoHeader } from '../../components/Header/LogoHeader';
import { HOME_SECTIONS } from '../../features/home/sections';
import { CheckInCard } from '../../features/points/CheckInCard';

type Section = (typeof HOME_SECTIONS)[number];

/** Sections of other features, each placed after a home section (features never import each other). */
const EXTRA_SECTIONS: readonly { after: string; id: string; Component: ComponentType }[] = [
  { after: 'sign-in', id: 'check-in', Component: CheckInCard },
];

const SECTIONS: readonly Section[] = HOME_SECTIONS.flatMap((section) => [
  section,
  ...EXTRA_SECTIONS.filter((extra) => extra.after === section.id),
]);

/** / (route name Index): the home page, a list of sections. */
export default function IndexScreen() {
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
