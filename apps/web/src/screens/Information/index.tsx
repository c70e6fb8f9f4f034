import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { InformationEditor } from '../../features/account/InformationEditor';
import { useSessionStore } from '../../state/session';
import { EmptyState } from '../../components/EmptyState';

/** /information: edit the profile (signed-in users). */
export default function InformationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <BackHeader title={t('screens.information')} />
      <div className="sl-page">
        {loginStatus ? (
          <InformationEditor />
        ) : (
          <EmptyState title={t('signInNeeded.title')} description={t('signInNeeded.body')}>
            <Button color="primary" shape="rounded" onClick={() => void navigate('/login')}>
              {t('actions.signIn')}
            </Button>
          </EmptyState>
        )}
      </div>
    </>
  );
}
