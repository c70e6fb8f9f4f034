import { useState } from 'react';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TimePicker } from '../../components/Form/TimePicker';
import type { SettingsPanelProps } from './useSaveSettings';

/** The switchable kinds, in the order shown. */
const KINDS = ['daily', 'moon', 'mercury', 'streak', 'companion', 'birthday'] as const;

/** What to be reminded of: one switch per kind, and the daily horoscope's time. */
export function KindSettings({ settings, saving, onSave }: SettingsPanelProps) {
  const { t } = useTranslation('reminders');
  const [picking, setPicking] = useState(false);
  return (
    <List className="sl-card sl-menu" header={t('kinds.title')}>
      {KINDS.map((kind) => (
        <div key={kind}>
          <List.Item
            description={t(`kinds.${kind}Hint`)}
            extra={
              <Switch
                checked={settings[kind]}
                disabled={saving}
                onChange={(value) => onSave({ [kind]: value })}
                aria-label={t(`kinds.${kind}`)}
              />
            }
          >
            {t(`kinds.${kind}`)}
          </List.Item>
          {kind === 'daily' && settings.daily ? (
            <List.Item
              className="sl-reminders-time"
              extra={<time>{settings.dailyTime}</time>}
              onClick={() => setPicking(true)}
              disabled={saving}
            >
              {t('kinds.dailyTime')}
            </List.Item>
          ) : null}
        </div>
      ))}
      <TimePicker
        title={t('kinds.daily')}
        visible={picking}
        value={settings.dailyTime}
        fallback="08:00"
        onClose={() => setPicking(false)}
        onConfirm={(time) => onSave({ dailyTime: time })}
      />
    </List>
  );
}
