import { useEffect } from 'react';
import { useAppStore } from '../../state/app';
import { useProfiles } from '../../api/profileList';
import { useCurrentProfile } from '../../api/currentProfile';
import { SAMPLE_NAMES, defaultPair } from './model';

/**
 * The chooser's defaults: sample people are named in the reader's language, and once the
 * member's profiles are loaded a pair that is still the samples becomes their own current
 * profile and their next one.
 */
export function useDefaultPair(): void {
  const lang = useAppStore((s) => s.lang);
  const profiles = useAppStore((s) => s.pairingProfiles);
  const setProfiles = useAppStore((s) => s.setPairingProfiles);
  const { ready, profile } = useCurrentProfile();
  const { list } = useProfiles();
  const currentId = profile?.id ?? null;
  useEffect(() => {
    const next = defaultPair(profiles, ready ? list : [], currentId, SAMPLE_NAMES[lang]);
    if (next !== profiles) setProfiles(next);
  }, [profiles, ready, list, currentId, lang, setProfiles]);
}
