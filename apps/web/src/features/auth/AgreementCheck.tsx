import { useId } from 'react';
import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "I have read and agree to the User Agreement and Privacy Policy": required before any sign-in. */
export function AgreementCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className="sl-agreement">
      <Checkbox id={id} checked={checked} onChange={onChange} />
      <span className="sl-agreement-text">
        <label htmlFor={id}>{t('agreementParts.prefix')}</label>
        <Link to="/userAgreement">{t('agreementParts.agreement')}</Link>
        {t('agreementParts.and')}
        <Link to="/privacyPolicy">{t('agreementParts.privacy')}</Link>
      </span>
    </div>
  );
}
