import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { EmptyState } from '../../components/EmptyState';

/** Any address without a screen. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <BackHeader />
      <EmptyState title={t('notFound.title')} description={t('notFound.description')}>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => void navigate('/', { replace: true })}
        >
          {t('actions.goHome')}
        </Button>
      </EmptyState>
    </>
  );
}
