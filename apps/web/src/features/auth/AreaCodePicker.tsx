import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app';
import { COUNTRIES } from './countries';

/**
 * The phone area code (global state `country`, China +86 by default). A native select
 * lies over the "+86" label, so phones open their own picker.
 */
export function AreaCodePicker() {
  const { t } = useTranslation('auth');
  const country = useAppStore((s) => s.country);
  const setCountry = useAppStore((s) => s.setCountry);
  return (
    <span className="sl-area-code">
      <span aria-hidden="true">+{country.areaCode}</span>
      <DownOutline aria-hidden="true" />
      <select
        className="sl-area-select"
        aria-label={t('areaCodeTitle')}
        value={country.iso}
        onChange={(event) => {
          const picked = COUNTRIES.find((c) => c.iso === event.target.value);
          if (picked) setCountry(picked);
        }}
      >
        {COUNTRIES.map((c) => (
          <option key={c.iso} value={c.iso}>
            {t('countryOption', { name: t(`countries.${c.iso}`), code: c.areaCode })}
          </option>
        ))}
      </select>
    </span>
  );
}
