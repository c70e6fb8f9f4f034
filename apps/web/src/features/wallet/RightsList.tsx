import type { ComponentType } from 'react';
import {
  CalendarOutline,
  CheckShieldOutline,
  ChatCheckOutline,
  ClockCircleOutline,
  ContentOutline,
  MessageOutline,
  StarOutline,
  TeamOutline,
  UnlockOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { UsageFeature } from '@starlit/contracts';
import { USAGE_FEATURES } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { useApiQuery } from '../../api/query';
import { useSessionStore } from '../../state/session';
import './rights.css';

/** The VIP daily caps, shown until the server's usage arrives. */
const DAILY_CAPS: Record<UsageFeature, number> = {
  aiChat: 20,
  advancedReaders: 10,
  dailyHoroscopeReport: 5,
  tarotDailyForecast: 5,
};

const FEATURE_ICONS: Record<UsageFeature, ComponentType> = {
  aiChat: MessageOutline,
  advancedReaders: StarOutline,
  dailyHoroscopeReport: CalendarOutline,
  tarotDailyForecast: ClockCircleOutline,
};

const OTHER_RIGHTS = [
  { key: 'noDeduction', Icon: UnlockOutline },
  { key: 'badge', Icon: CheckShieldOutline },
  { key: 'priority', Icon: ChatCheckOutline },
  { key: 'support', Icon: UserContactOutline },
  { key: 'dailyReports', Icon: ContentOutline },
  { key: 'readers', Icon: TeamOutline },
] as const;

/** Every VIP right; a VIP sees today's use of the capped ones. */
export function RightsList() {
  const { t } = useTranslation('wallet');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const usage = useApiQuery(endpoints.points.featuresUsage, null, economyApi.featuresUsage, {
    enabled: loginStatus,
  }).data;

  return (
    <ul className="sl-rights">
      {USAGE_FEATURES.map((feature) => {
        const item = usage?.items.find((i) => i.feature === feature);
        const cap = item?.cap ?? DAILY_CAPS[feature];
        const Icon = FEATURE_ICONS[feature];
        return (
          <li key={feature}>
            <span className="sl-rights-glyph" aria-hidden="true">
              <Icon />
            </span>
            <div>
              <strong>{t(`rights.items.${feature}`)}</strong>
              <span>{t('rights.descriptions.withinCap')}</span>
            </div>
            <em>
              {usage?.isVip && item
                ? t('rights.usageToday', { used: item.used, cap })
                : t('rights.perDay', { cap })}
            </em>
          </li>
        );
      })}
      {OTHER_RIGHTS.map(({ key, Icon }) => (
        <li key={key}>
          <span className="sl-rights-glyph" aria-hidden="true">
            <Icon />
          </span>
          <div>
            <strong>{t(`rights.items.${key}`)}</strong>
            <span>{t(`rights.descriptions.${key}`)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
