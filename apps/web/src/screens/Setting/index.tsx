import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { MusicItem } from '../../features/music/MusicItem';
import { MyDataItem } from '../../features/myData/MyDataItem';
import { AccountActions } from '../../features/settings/AccountActions';
import { ChartOptionsSection } from '../../features/settings/ChartOptions';
import {
  LanguageItem,
  PointsPromptItem,
  RemindersItem,
} from '../../features/settings/PreferenceItems';

/**
 * /setting: language, points-deduction prompt, reminders, music, download my data; how charts
 * are drawn; log out and delete the account.
 */
export default function SettingScreen() {
  const { t } = useTranslation();
  return (
    <>
      <BackHeader title={t('screens.setting')} />
      <div className="sl-page">
        <List className="sl-card sl-menu">
          <LanguageItem />
          <PointsPromptItem />
          <RemindersItem />
          <MusicItem />
          <MyDataItem />
        </List>
        <ChartOptionsSection />
        <AccountActions />
      </div>
    </>
  );
}
