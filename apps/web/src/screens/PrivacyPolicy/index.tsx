import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { LegalDocument } from '../../features/legal/LegalDocument';

/** /privacyPolicy. */
export default function PrivacyPolicyScreen() {
  const { t } = useTranslation();
  return (
    <>
      <BackHeader title={t('screens.privacyPolicy')} />
      <LegalDocument doc="privacy" />
    </>
  );
}
