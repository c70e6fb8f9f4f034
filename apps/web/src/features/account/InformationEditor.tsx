import { useRef, useState } from 'react';
import { ActionSheet, DatePicker, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UpdateProfileBody } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { toast } from '../../components/Toast/toast';
import { accountApi } from '../../api/account';
import { isOk } from '../../api/http';
import { LIMITS } from '../../api/limits';
import { useEndpointMutation } from '../../api/mutation';
import { toastError } from '../../i18n/errors';
import { formatDate, parseIsoDate, toIsoDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { loadUserInfo } from '../../api/userInfo';
import { Avatar } from '../../components/Avatar';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { AVATAR_ACCEPT, avatarProblem } from './avatarFile';
import { ChangePasswordPopup } from './ChangePasswordPopup';
import { EditTextDialog } from './EditTextDialog';
import { useAccount } from './useAccount';
import './account.css';
import { signKey } from '../../i18n/keys';

type Editing = 'nickname' | 'name' | 'gender' | 'birthday' | 'password' | null;

const EARLIEST_BIRTHDAY = new Date(1900, 0, 1);

/** Edit profile: avatar, nickname, name, gender, birthday, password. */
export function InformationEditor() {
  const { t } = useTranslation(['profile', 'common', 'errors']);
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const { userInfo } = useAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const update = useEndpointMutation(endpoints.account.updateProfile, accountApi.updateProfile);
  const upload = useEndpointMutation(endpoints.uploads.uploadAvatar, (file: File) =>
    accountApi.uploadAvatar(file),
  );

  if (!userInfo) return <ListSkeleton rows={6} />;

  const save = async (body: Omit<UpdateProfileBody, 'lang'>): Promise<boolean> => {
    const result = await update.run(body);
    if (!isOk(result)) {
      toastError(result);
      return false;
    }
    await loadUserInfo();
    toast.show({ icon: 'success', content: t('saved') });
    return true;
  };

  const saveText = (field: 'nickname' | 'name') => async (value: string) => {
    if ([...value.trim()].length > LIMITS.nameMax) {
      // the server's codes for these: 1304 nickname, 1303 name
      toast.show({ content: t(field === 'nickname' ? 'errors:1304' : 'errors:1303') });
      return false;
    }
    if (field === 'nickname' && !value) {
      toast.show({ content: t('nicknameRequired') });
      return false;
    }
    return save({ [field]: value });
  };

  const uploadAvatar = async (file: File) => {
    const problem = avatarProblem(file);
    if (problem) {
      toast.show({ content: t(problem) });
      return;
    }
    setUploading(true);
    const result = await upload.run(file);
    setUploading(false);
    if (!isOk(result)) {
      toastError(result);
      return;
    }
    // the server has made it the avatar already
    await loadUserInfo();
    toast.show({ icon: 'success', content: t('avatar.updated') });
  };

  const birthday = userInfo.birthday ? parseIsoDate(userInfo.birthday) : null;
  const sign = userInfo.constellation;
  const unset = <span className="sl-weak">{t('notSet')}</span>;

  return (
    <>
      <List className="sl-card sl-menu">
        <List.Item
          onClick={() => fileInput.current?.click()}
          extra={<Avatar src={userInfo.avatar} alt={t('avatarAlt')} size="1.28rem" />}
          description={uploading ? t('avatar.uploading') : t('avatar.hint')}
        >
          {t('fields.avatar')}
        </List.Item>
        <List.Item onClick={() => setEditing('nickname')} extra={userInfo.nickname || unset}>
          {t('fields.nickname')}
        </List.Item>
        <List.Item onClick={() => setEditing('name')} extra={userInfo.name || unset}>
          {t('fields.name')}
        </List.Item>
        <List.Item
          onClick={() => setEditing('gender')}
          extra={
            userInfo.gender ? t(userInfo.gender === 1 ? 'gender.male' : 'gender.female') : unset
          }
        >
          {t('fields.gender')}
        </List.Item>
        <List.Item
          onClick={() => setEditing('birthday')}
          extra={birthday ? formatDate(birthday, lang) : unset}
          description={sign !== null ? t('zodiacLine', { sign: t(signKey(sign)) }) : undefined}
        >
          {t('fields.birthday')}
        </List.Item>
      </List>
      <List className="sl-card sl-menu">
        <List.Item extra={userInfo.account}>{t('fields.account')}</List.Item>
        {userInfo.hasPassword ? (
          <List.Item onClick={() => setEditing('password')}>{t('password.title')}</List.Item>
        ) : (
          <List.Item
            onClick={() => void navigate('/login?mode=forgot')}
            description={t('password.setHint')}
          >
            {t('password.set')}
          </List.Item>
        )}
      </List>

      <input
        ref={fileInput}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        aria-label={t('fields.avatar')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void uploadAvatar(file);
        }}
      />

      {editing === 'nickname' || editing === 'name' ? (
        <EditTextDialog
          title={t(`fields.${editing}`)}
          placeholder={t(`placeholders.${editing}`)}
          initial={userInfo[editing]}
          maxLength={LIMITS.nameMax}
          onSave={saveText(editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ActionSheet
        visible={editing === 'gender'}
        onClose={() => setEditing(null)}
        cancelText={t('common:actions.cancel')}
        actions={[
          { key: 1, text: t('gender.male'), onClick: () => void save({ gender: 1 }) },
          { key: 2, text: t('gender.female'), onClick: () => void save({ gender: 2 }) },
        ]}
        closeOnAction
      />
      <DatePicker
        visible={editing === 'birthday'}
        title={t('fields.birthday')}
        min={EARLIEST_BIRTHDAY}
        max={new Date()}
        defaultValue={birthday ?? new Date(1995, 0, 1)}
        onClose={() => setEditing(null)}
        onConfirm={(value) => void save({ birthday: toIsoDate(value) })}
      />
      {editing === 'password' ? <ChangePasswordPopup onClose={() => setEditing(null)} /> : null}
    </>
  );
}
