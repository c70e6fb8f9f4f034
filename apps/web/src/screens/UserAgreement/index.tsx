import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { LegalDocument } from '../../features/legal/LegalDocument';

/** /userAgreement. */
export default function UserAgreementScreen() {
  const { t } = useTranslation();
  return (
    <>
      <BackHeader title={t('screens.userAgreement')} />
      <LegalDocument doc="agreement" />
    </>
  );
}
