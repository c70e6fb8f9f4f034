import type { Country } from '../../state/app';

/** The area-code picker's countries; names are translated by ISO code (auth:countries.XX). */
export const COUNTRIES = [
  { iso: 'CN', areaCode: '86' },
  { iso: 'HK', areaCode: '852' },
  { iso: 'MO', areaCode: '853' },
  { iso: 'TW', areaCode: '886' },
  { iso: 'SG', areaCode: '65' },
  { iso: 'MY', areaCode: '60' },
  { iso: 'JP', areaCode: '81' },
  { iso: 'KR', areaCode: '82' },
  { iso: 'TH', areaCode: '66' },
  { iso: 'VN', areaCode: '84' },
  { iso: 'PH', areaCode: '63' },
  { iso: 'ID', areaCode: '62' },
  { iso: 'IN', areaCode: '91' },
  { iso: 'AU', areaCode: '61' },
  { iso: 'NZ', areaCode: '64' },
  { iso: 'US', areaCode: '1' },
  { iso: 'CA', areaCode: '1' },
  { iso: 'GB', areaCode: '44' },
  { iso: 'DE', areaCode: '49' },
  { iso: 'FR', areaCode: '33' },
  { iso: 'IT', areaCode: '39' },
  { iso: 'ES', areaCode: '34' },
  { iso: 'AE', areaCode: '971' },
  { iso: 'RU', areaCode: '7' },
] as const satisfies readonly Country[];
