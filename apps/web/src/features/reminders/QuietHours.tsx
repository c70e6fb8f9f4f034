import { useState } from 'react';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TimePicker } from '../../components/Form/TimePicker';
import { formatZone } from '../../i18n/zones';
import { useAppStore } from '../../state/app';
import type { SettingsPanelProps } from './useSaveSettings';

/** Quiet hours when first switched on. */
const DEFAULT_QUIET = { quietStart: '22:00', quietEnd: '08:00' };

type Edge = 'start' | 'end';

/** Quiet hours: off, or a start and an end (both set together; they may not be equal). */
export function QuietHours({ settings, saving, onSave }: SettingsPanelProps) {
  const { t } = useTranslation('reminders');
  const lang = useAppStore((s) => s.lang);
  const [picking, setPicking] = useState<Edge | null>(null);
  const { quietStart, quietEnd } = settings;
  const on = quietStart !== null && quietEnd !== null;

  const pick = (edge: Edge, time: string) => {
    const start = edge === 'start' ? time : (quietStart ?? DEFAULT_QUIET.quietStart);
    const end = edge === 'end' ? time : (quietEnd ?? DEFAULT_QUIET.quietEnd);
    // an empty span is no quiet hours at all: the change is left out
    if (start !== end) onSave({ quietStart: start, quietEnd: end });
  };

  return (
    <List className="sl-card sl-menu">
      <List.Item
        description={t('quiet.hint')}
        extra={
          <Switch
            checked={on}
            disabled={saving}
            onChange={(value) =>
              onSave(value ? DEFAULT_QUIET : { quietStart: null, quietEnd: null })
            }
            aria-label={t('quiet.label')}
          />
        }
      >
        {t('quiet.label')}
      </List.Item>
      {on
        ? (['start', 'end'] as const).map((edge) => (
            <List.Item
              key={edge}
              className="sl-reminders-time"
              extra={<time>{edge === 'start' ? quietStart : quietEnd}</time>}
              onClick={() => setPicking(edge)}
              disabled={saving}
            >
              {t(`quiet.${edge}`)}
            </List.Item>
          ))
        : null}
      <List.Item className="sl-reminders-zone">
        {t('quiet.zone', { zone: formatZone(settings.timeZone, lang) || settings.timeZone })}
      </List.Item>
      <TimePicker
        title={picking ? t(`quiet.${picking}`) : t('quiet.label')}
        visible={picking !== null}
        value={picking === 'end' ? quietEnd : quietStart}
        fallback={picking === 'end' ? DEFAULT_QUIET.quietEnd : DEFAULT_QUIET.quietStart}
        onClose={() => setPicking(null)}
        onConfirm={(time) => {
          if (picking) pick(picking, time);
        }}
      />
    </List>
  );
}
