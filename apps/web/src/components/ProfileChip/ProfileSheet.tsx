import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useArchivesStore } from '../../state/archives';

/** The user's profiles to switch to (the current one changes for every screen), and Manage. */
export default function ProfileSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation('astrology');
  const navigate = useNavigate();
  const list = useArchivesStore((s) => s.list);
  const currentId = useArchivesStore((s) => s.currentId);
  const actions: ActionSheetProps['actions'] = [
    ...list.map((archive) => ({
      key: String(archive.id),
      text: t('profile.option', {
        name: archive.nickname,
        sign: t(`common:zodiac.${archive.constellation}`),
      }),
      description: archive.id === currentId ? t('profile.current') : undefined,
      onClick: () => {
        onClose();
        if (archive.id !== currentId) void useArchivesStore.getState().setCurrent(archive.id);
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
