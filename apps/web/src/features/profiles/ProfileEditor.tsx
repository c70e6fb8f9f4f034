import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@starlit/contracts/constants';
import type { ProfileInput } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk, type ApiResult } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { profilesApi } from '../../api/profiles';
import { useApiQuery } from '../../api/query';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { toast } from '../../components/Toast/toast';
import { errorText } from '../../i18n/errors';
import { useProfiles } from '../../api/profileList';
import { ProfileForm, type SubmitProblems } from './ProfileForm';
import { type FieldName, emptyForm, fromProfile } from './formValues';
import { relationshipChoices } from './model';
import { LoadFailed } from '../../components/Paid/LoadFailed';

/** Request fields as the server names them (its 1001 message starts with one) → form fields. */
const SERVER_FIELDS: readonly [string, FieldName][] = [
  ['nickname', 'nickname'],
  ['relationship', 'relationship'],
  ['gender', 'gender'],
  ['birthDate', 'birthDate'],
  ['birthTime', 'birthTime'],
  ['birthPlaceId', 'birthPlace'],
  ['residencePlaceId', 'residence'],
  ['timeZone', 'timeZone'],
  ['utcOffsetMinutes', 'timeZone'],
];

/** What a failed save means for the form. */
export function problemsOf(result: ApiResult<unknown>): SubmitProblems {
  switch (result.code) {
    case ErrorCode.OWN_PROFILE_EXISTS:
      return { fields: { relationship: 'errors.ownExists' } };
    case ErrorCode.OWN_PROFILE_MISSING:
      return { fields: { relationship: 'errors.ownFirst' } };
    case ErrorCode.PROFILE_NICKNAME_INVALID:
      return { fields: { nickname: 'errors.nicknameInvalid' } };
    case ErrorCode.PARAM: {
      const field = SERVER_FIELDS.find(([name]) => result.msg.includes(name));
      return field
        ? { fields: { [field[1]]: 'errors.serverInvalid' } }
        : { form: errorText(result) };
    }
    default:
      return { form: errorText(result) };
  }
}

/**
 * /editPage: a new profile, or `id`'s. Saving puts it in the list, makes it the current profile
 * and opens its natal chart in place of the form.
 */
export function ProfileEditor({ id }: { id?: number }) {
  const { t } = useTranslation('archives');
  const navigate = useNavigate();
  const { list, currentId, loaded, load, upsert, setCurrent } = useProfiles();
  const addOwn = useEndpointMutation(endpoints.profiles.addOwn, profilesApi.addOwn);
  const addRelation = useEndpointMutation(endpoints.profiles.addRelation, profilesApi.addRelation);
  const info = useApiQuery(endpoints.profiles.info, { id }, () => profilesApi.info(id ?? 0), {
    enabled: Boolean(id),
    staleTime: 0,
  });
  const initial = useMemo(() => (info.data ? fromProfile(info.data) : null), [info.data]);
  const failed = Boolean(id) && !info.loading && !info.data && info.result !== undefined;

  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);

  const hasOwn = list.some((a) => a.relationship === 'A');
  const start = id ? initial : loaded ? emptyForm(hasOwn ? null : 'A') : null;
  if (failed) return <LoadFailed title={t('editor.loadFailed')} onRetry={info.reload} />;
  if (!start) return <ListSkeleton rows={6} />;

  const save = async (input: ProfileInput): Promise<SubmitProblems | null> => {
    const write = input.relationship === 'A' ? addOwn : addRelation;
    const result = await write.run(input);
    if ('cancelled' in result && result.cancelled) return {};
    if (!isOk(result)) return problemsOf(result);
    upsert(result.data);
    // the chart screen shows the current profile: the saved one becomes it
    if (currentId !== result.data.id) void setCurrent(result.data.id);
    toast.show({ icon: 'success', content: t(id ? 'editor.saved' : 'editor.added') });
    void navigate('/natalChartReport', { replace: true });
    return null;
  };

  return (
    <ProfileForm
      key={start.id ?? 'new'}
      initial={start}
      choices={relationshipChoices(hasOwn, start.relationship === 'A' && Boolean(id))}
      submitLabel={t(id ? 'editor.save' : 'editor.add')}
      onSubmit={save}
    />
  );
}
