import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfiles } from '../../api/profileList';
import { signKey } from '../../i18n/keys';

/** The user's profiles to switch to (the current one changes for every screen), and Manage. */
export default function ProfileSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation(['astrology', 'common']);
  const navigate = useNavigate();
  const { list, currentId, setCurrent } = useProfiles();
  const actions: ActionSheetProps['actions'] = [
    ...list.map((profile) => ({
      key: String(profile.id),
      text: t('profile.option', {
        name: profile.nickname,
        sign: t(signKey(profile.constellation)),
      }),
      description: profile.id === currentId ? t('profile.current') : undefined,
      onClick: () => {
        onClose();
        if (profile.id !== currentId) void setCurrent(profile.id);
      },
    })),
    {
      key: 'manage',
      text: t('profile.manage'),
      onClick: () => {
        onClose();
        void navigate('/archives');
      },
    },
  ];
  return (
    <ActionSheet
      visible={visible}
      actions={actions}
      cancelText={t('common:actions.cancel')}
      onClose={onClose}
      extra={t('profile.choose')}
    />
  );
}
