import { STORAGE_KEYS, storage } from './storage';

/** A birthplace as the visitor picked it (enough to save the profile and draw its chart). */
export interface DraftPlace {
  id: string;
  name: string;
  fullName: string;
}

/**
 * Birth data a visitor typed before having an account. It stays on the device until they
 * sign in and it becomes their own profile, or until they start over.
 */
export interface BirthDraft {
  name: string;
  gender: 1 | 2 | null;
  /** YYYY-MM-DD */
  birthDate: string;
  /** HH:mm, or null when the time is not known */
  birthTime: string | null;
  birthPlace: DraftPlace | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function asPlace(value: unknown): DraftPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  return typeof p.id === 'string' && typeof p.name === 'string' && typeof p.fullName === 'string'
    ? { id: p.id, name: p.name, fullName: p.fullName }
    : null;
}

/** The stored draft, or null when there is none or it is not one. */
export function readDraft(): BirthDraft | null {
  const raw = storage.get(STORAGE_KEYS.birthDraft);
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Record<string, unknown>;
    if (typeof d.birthDate !== 'string' || !DATE.test(d.birthDate)) return null;
    return {
      name: typeof d.name === 'string' ? d.name : '',
      gender: d.gender === 1 || d.gender === 2 ? d.gender : null,
      birthDate: d.birthDate,
      birthTime: typeof d.birthTime === 'string' && TIME.test(d.birthTime) ? d.birthTime : null,
      birthPlace: asPlace(d.birthPlace),
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: BirthDraft): void {
  storage.set(STORAGE_KEYS.birthDraft, JSON.stringify(draft));
}

export function clearDraft(): void {
  storage.remove(STORAGE_KEYS.birthDraft);
}

/** Finished or skipped: the introduction is not shown again on this device. */
export function markOnboarded(): void {
  storage.set(STORAGE_KEYS.onboarded, '1');
}

/**
 * The introduction opens on a device's first visit to Home: never once finished or skipped,
 * and never for someone who signed in on this device.
 */
export function shouldOnboard(): boolean {
  return storage.get(STORAGE_KEYS.onboarded) !== '1' && !storage.get(STORAGE_KEYS.token);
}
