import { LogoHeader } from '../../components/Header/LogoHeader';
import { HOME_SECTIONS } from '../../features/home/sections';

/** / (route name Index): the home page, a list of sections. */
export default function IndexScreen() {
  return (
    <>
      <LogoHeader />
      <div className="sl-home">
        {HOME_SECTIONS.map(({ id, Component }) => (
          <Component key={id} />
        ))}
      </div>
    </>
  );
}
