import { create } from 'zustand';
import type { Lang } from '@starlit/contracts';
import { STORAGE_KEYS, storage } from './storage';

/** A country in the phone area-code picker. */
export interface Country {
  /** ISO 3166 alpha-2, also the translation key of its name */
  iso: string;
  areaCode: string;
}

/** A birthday profile used by zodiac pairing until the user picks their own. */
export interface PairingProfile {
  id: string;
  nickname: string;
  gender: 1 | 2;
  /** YYYY-MM-DD */
  birthDate: string;
  /** HH:mm, 12:00 when unknown */
  birthTime: string;
  /** true when the time is not known (birthTime is then 12:00 and not sent) */
  timeUnknown?: boolean;
  /** the stored profile it was chosen from; absent for a birthday typed in */
  profileId?: number;
}

export const DEFAULT_COUNTRY: Country = { iso: 'CN', areaCode: '86' };

export const SAMPLE_PAIRING_PROFILES: readonly PairingProfile[] = [
  { id: 'sample-a', nickname: 'Emma', gender: 2, birthDate: '1996-04-12', birthTime: '12:00' },
  { id: 'sample-b', nickname: 'Leo', gender: 1, birthDate: '1994-08-23', birthTime: '12:00' },
];

export function isLang(value: unknown): value is Lang {
  return value === 'zh' || value === 'en';
}

/** Global state defaults. Login state lives in ./session. */
export interface AppState {
  lang: Lang;
  exploreTab: string;
  reportTab: string;
  country: Country;
  stellarTiesTab: string;
  answerBookStep: number;
  discountCode: string;
  /** the install banner: false once dismissed (remembered in local storage) */
  showMbDownload: boolean;
  pairingProfiles: PairingProfile[];
  setLang(lang: Lang): void;
  setExploreTab(tab: string): void;
  setReportTab(tab: string): void;
  setCountry(country: Country): void;
  setStellarTiesTab(tab: string): void;
  setAnswerBookStep(step: number): void;
  setDiscountCode(code: string): void;
  dismissDownload(): void;
  setPairingProfiles(profiles: PairingProfile[]): void;
}

const storedLang = storage.get(STORAGE_KEYS.lang);

export const useAppStore = create<AppState>()((set) => ({
  lang: isLang(storedLang) ? storedLang : 'en',
  exploreTab: 'tlp',
  reportTab: 'xz',
  country: DEFAULT_COUNTRY,
  stellarTiesTab: '1',
  answerBookStep: 1,
  discountCode: '',
  showMbDownload: storage.get(STORAGE_KEYS.downloadDismissed) !== '1',
  pairingProfiles: SAMPLE_PAIRING_PROFILES.map((p) => ({ ...p })),
  setLang: (lang) => set({ lang }),
  setExploreTab: (exploreTab) => set({ exploreTab }),
  setReportTab: (reportTab) => set({ reportTab }),
  setCountry: (country) => set({ country }),
  setStellarTiesTab: (stellarTiesTab) => set({ stellarTiesTab }),
  setAnswerBookStep: (answerBookStep) => set({ answerBookStep }),
  setDiscountCode: (discountCode) => set({ discountCode }),
  dismissDownload() {
    storage.set(STORAGE_KEYS.downloadDismissed, '1');
    set({ showMbDownload: false });
  },
  setPairingProfiles: (pairingProfiles) => set({ pairingProfiles }),
}));
