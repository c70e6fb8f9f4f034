import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoHeader } from '../../components/Header/LogoHeader';
import { VipBanner } from '../../components/VipBanner/VipBanner';
import { AccountMenu } from '../../features/account/AccountMenu';
import { AccountHeader } from '../../features/account/AccountHeader';
import { PointsMenu } from '../../features/points/PointsMenu';
import { STORAGE_KEYS, storage } from '../../state/storage';

/** A quiet line once the app opens offline on this device (never a toast over the screen). */
function OfflineNote() {
  const { t } = useTranslation();
  const [ready] = useState(() => storage.get(STORAGE_KEYS.offlineReady) === '1');
  return ready ? <p className="sl-weak sl-offline-note">{t('offlineReady')}</p> : null;
}

/** /user (route name User): who is signed in, and every account screen. */
export default function UserScreen() {
  return (
    <>
      <LogoHeader />
      <div className="sl-page">
        <AccountHeader />
        <VipBanner pageMode />
        <PointsMenu />
        <AccountMenu />
        <OfflineNote />
      </div>
    </>
  );
}
