import { LogoHeader } from '../../components/Header/LogoHeader';
import { VipBanner } from '../../components/VipBanner/VipBanner';
import { AccountMenu } from '../../features/profile/AccountMenu';
import { ProfileHeader } from '../../features/profile/ProfileHeader';
import { PointsMenu } from '../../features/points/PointsMenu';

/** /user (route name User): who is signed in, and every account screen. */
export default function UserScreen() {
  return (
    <>
      <LogoHeader />
      <div className="sl-page">
        <ProfileHeader />
        <VipBanner pageMode />
        <PointsMenu />
        <AccountMenu />
      </div>
    </>
  );
}
