import { List, Switch } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { useEndpointMutation } from '../../api/mutation';
import { systemApi } from '../../api/system';
import { useSessionStore } from '../../state/session';
import { isMusicSupported, setMusicOn, useMusicOn } from './music';

/** Settings row: the ambient music switch. Plays at once; a signed-in choice is saved to the account. */
export function MusicItem() {
  const { t } = useTranslation('settings');
  const on = useMusicOn();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const saveConfig = useEndpointMutation(
    endpoints.settings.updateUserConfig,
    systemApi.updateUserConfig,
  );
  if (!isMusicSupported()) return null;
  const change = (value: boolean) => {
    setMusicOn(value);
    if (loginStatus) void saveConfig.run({ music: value });
  };
  return (
    <List.Item
      prefix={<SoundOutline />}
      description={t('musicHint')}
      extra={<Switch checked={on} onChange={change} aria-label={t('music')} />}
    >
      {t('music')}
    </List.Item>
  );
}
