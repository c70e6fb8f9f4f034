import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { profilesApi } from '../../api/profiles';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { useProfiles } from '../../api/profileList';
import { clearDraft, type BirthDraft } from '../../state/onboarding';
import { loadUserInfo } from '../../api/userInfo';

/** What a draft still lacks before it can be the own profile (a profile's required fields). */
export function missingOf(draft: BirthDraft, name: string): ('name' | 'gender' | 'place')[] {
  return [
    ...(name.trim() ? [] : (['name'] as const)),
    ...(draft.gender ? [] : (['gender'] as const)),
    ...(draft.birthPlace ? [] : (['place'] as const)),
  ];
}

/**
 * Saves a complete draft as the signed-in user's own profile (personal/add; the birthplace is
 * the residence too), names the account by it when it has no name yet, then forgets the draft.
 */
export function useSaveDraft(accountNickname: string) {
  const { t } = useTranslation('onboarding');
  const { upsert } = useProfiles();
  const addOwn = useEndpointMutation(endpoints.profiles.addOwn, profilesApi.addOwn);
  const rename = useEndpointMutation(endpoints.account.updateProfile, accountApi.updateProfile);
  const [busy, setBusy] = useState(false);

  const save = async (draft: BirthDraft, name: string): Promise<boolean> => {
    const place = draft.birthPlace;
    if (busy || !place || !draft.gender || !name.trim()) return false;
    setBusy(true);
    try {
      const result = await addOwn.run({
        nickname: name.trim(),
        relationship: 'A',
        gender: draft.gender,
        birthDate: draft.birthDate,
        birthTime: draft.birthTime ?? '12:00',
        timeUnknown: draft.birthTime === null,
        birthPlaceId: place.id,
        residencePlaceId: place.id,
      });
      if (!isOk(result)) {
        toastError(result);
        return false;
      }
      upsert(result.data);
      if (!accountNickname.trim()) {
        await rename.run({ nickname: name.trim() });
        await loadUserInfo();
      }
      clearDraft();
      toast.show({ icon: 'success', content: t('save.saved') });
      return true;
    } finally {
      setBusy(false);
    }
  };

  return { busy, save };
}
