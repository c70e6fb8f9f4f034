import { useTranslation } from 'react-i18next';

/** The app mark (public/logo.svg): a gold crescent and star on indigo. */
export function Logo({ size = '0.853rem' }: { size?: string }) {
  const { t } = useTranslation();
  return (
    <img
      src="/logo.svg"
      alt={t('logoAlt')}
      width={32}
      height={32}
      style={{ width: size, height: size }}
    />
  );
}
