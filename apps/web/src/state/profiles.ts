import { create } from 'zustand';
import type { Profile } from '@starlit/contracts';
import { profilesApi } from '../api/profiles';
import { isOk } from '../api/http';

/**
 * The signed-in user's profiles and the current one: loaded when login turns
 * true, cleared when it turns false. Features that depend on the current profile (fortune,
 * single reading, traits, astrolabe, destiny) re-read when `currentId` changes.
 */
export interface ProfilesState {
  list: Profile[];
  currentId: number | null;
  loaded: boolean;
  /** the current profile, or null */
  current(): Profile | null;
  load(): Promise<void>;
  setCurrent(id: number): Promise<void>;
  /** after an add or edit: put the returned profile in the list */
  upsert(profile: Profile): void;
  clear(): void;
}

export const useProfilesStore = create<ProfilesState>((set, get) => ({
  list: [],
  currentId: null,
  loaded: false,
  current: () => get().list.find((a) => a.id === get().currentId) ?? null,
  async load() {
    const result = await profilesApi.list();
    if (isOk(result))
      set({ list: result.data.list, currentId: result.data.currentId, loaded: true });
  },
  async setCurrent(id) {
    const previous = get().currentId;
    set({ currentId: id });
    const result = await profilesApi.setCurrent(id);
    if (isOk(result)) set({ list: result.data.list, currentId: result.data.currentId });
    else set({ currentId: previous });
  },
  upsert(profile) {
    const list = get().list.filter((a) => a.id !== profile.id);
    list.push(profile);
    list.sort((a, b) => (a.relationship === 'A' ? -1 : b.relationship === 'A' ? 1 : a.id - b.id));
    set({ list, currentId: get().currentId ?? profile.id });
  },
  clear: () => set({ list: [], currentId: null, loaded: false }),
}));
