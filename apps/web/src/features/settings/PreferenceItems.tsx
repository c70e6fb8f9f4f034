import { useState } from 'react';
import { List, Switch } from 'antd-mobile';
import { BellOutline, ClockCircleOutline, GlobalOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { systemApi } from '../../api/system';
import { useApiQuery } from '../../api/query';
import { toastError } from '../../i18n/errors';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';

/** Settings row: the current language; opens /language. */
export function LanguageItem() {
  const { t } = useTranslation(['settings', 'common']);
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  return (
    <List.Item
      prefix={<GlobalOutline />}
      extra={t(`common:languages.${lang}`)}
      onClick={() => void navigate('/language')}
    >
      {t('language')}
    </List.Item>
  );
}

/** Settings row: ask before points are deducted (the account's userConfig). Signed-in users only. */
export function PointsPromptItem() {
  const { t } = useTranslation('settings');
  const saveConfig = useEndpointMutation(
    endpoints.settings.updateUserConfig,
    systemApi.updateUserConfig,
  );
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const config = useApiQuery(endpoints.settings.userConfig, null, systemApi.userConfig, {
    enabled: loginStatus,
  });
  const [override, setOverride] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  if (!loginStatus) return null;
  const checked = override ?? config.data?.pointsDeductionPrompt ?? true;

  const change = async (value: boolean) => {
    setOverride(value);
    setSaving(true);
    const result = await saveConfig.run({ pointsDeductionPrompt: value });
    setSaving(false);
    if (!isOk(result)) {
      setOverride(null);
      toastError(result);
    }
  };

  return (
    <List.Item
      prefix={<BellOutline />}
      description={t('pointsPromptHint')}
      extra={
        <Switch
          checked={checked}
          loading={saving || config.loading}
          onChange={(value) => void change(value)}
          aria-label={t('pointsPrompt')}
        />
      }
    >
      {t('pointsPrompt')}
    </List.Item>
  );
}

/** Settings row: push reminders; opens /reminders. */
export function RemindersItem() {
  const { t } = useTranslation('reminders');
  const navigate = useNavigate();
  return (
    <List.Item prefix={<ClockCircleOutline />} onClick={() => void navigate('/reminders')}>
      {t('entry')}
    </List.Item>
  );
}
