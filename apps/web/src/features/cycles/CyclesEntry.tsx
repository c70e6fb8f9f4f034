import { useTranslation } from 'react-i18next';
import { EntryCard } from '../../components/EntryCard';
import { NavButton } from '../../components/NavButton';
import { useSessionStore } from '../../state/session';
import './cycles.css';

/** Home's way to the solar return, for a signed-in member. */
export function HomeSolarReturnEntry() {
  const { t } = useTranslation('cycles');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  if (!loginStatus) return null;
  return (
    <EntryCard path="/solarReturn" glyph="star" title={t('entry.title')} body={t('entry.body')} />
  );
}

/** The natal report's way on to the solar return. */
export function SolarReturnLink() {
  const { t } = useTranslation('cycles');
  return (
    <NavButton block shape="rounded" size="large" className="sl-sr-link" to="/solarReturn">
      {t('natalLink')}
    </NavButton>
  );
}
