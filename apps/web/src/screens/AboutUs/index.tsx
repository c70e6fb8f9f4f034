import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { AboutBrand } from '../../features/legal/AboutBrand';
import { LegalDocument } from '../../features/legal/LegalDocument';

/** /aboutUs. */
export default function AboutUsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <BackHeader title={t('screens.aboutUs')} />
      <AboutBrand />
      <LegalDocument doc="about" />
    </>
  );
}
