import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { InformationEditor } from '../../features/account/InformationEditor';
import { useSessionStore } from '../../state/session';
import { EmptyState } from '../../components/EmptyState';
import { NavButton } from '../../components/NavButton';

/** /information: edit the profile (signed-in users). */
export default function InformationScreen() {
  const { t } = useTranslation();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <BackHeader title={t('screens.information')} />
      <div className="sl-page">
        {loginStatus ? (
          <InformationEditor />
        ) : (
          <EmptyState title={t('signInNeeded.title')} description={t('signInNeeded.body')}>
            <NavButton color="primary" shape="rounded" to="/login">
              {t('actions.signIn')}
            </NavButton>
          </EmptyState>
        )}
      </div>
    </>
  );
}
