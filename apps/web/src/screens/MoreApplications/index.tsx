import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { AppCatalogue } from '../../features/apps/AppCatalogue';

/** /moreApplications: the server's app catalogue. */
export default function MoreApplicationsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <BackHeader title={t('screens.moreApplications')} />
      <div className="sl-page">
        <AppCatalogue />
      </div>
    </>
  );
}
