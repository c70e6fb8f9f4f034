import { LogoHeader } from '../../components/Header/LogoHeader';
import { AccountMenu } from '../../features/profile/AccountMenu';
import { ProfileHeader } from '../../features/profile/ProfileHeader';

/** /user (route name User): who is signed in, and every account screen. */
export default function UserScreen() {
  return (
    <>
      <LogoHeader />
      <div className="sl-page">
        <ProfileHeader />
        <AccountMenu />
      </div>
    </>
  );
}
