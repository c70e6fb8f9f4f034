import { useTranslation } from 'react-i18next';
import { EntryCard } from '../../components/EntryCard';
import { NavButton } from '../../components/NavButton';
import { useSessionStore } from '../../state/session';

/** Home's way to the transits calendar, for a signed-in member. */
export function HomeTransitsEntry() {
  const { t } = useTranslation('transits');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  if (!loginStatus) return null;
  return (
    <EntryCard path="/transits" glyph="moon" title={t('entry.title')} body={t('entry.body')} />
  );
}

/** The natal report's way on to the transits calendar. */
export function TransitsLink() {
  const { t } = useTranslation('transits');
  return (
    <NavButton block shape="rounded" size="large" className="sl-tc-link" to="/transits">
      {t('natalLink')}
    </NavButton>
  );
}
