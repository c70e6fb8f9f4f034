import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../../components/Glyphs';
import { CheckInButton, CheckInDays } from './CheckInCalendar';
import { usePointsAccount } from './account';
import './points.css';
import './checkin.css';
import { NavButton } from '../../components/NavButton';

/** Home's daily check-in card: the cycle's progress and the check-in button. */
export function CheckInCard() {
  const { t } = useTranslation(['points', 'common']);
  const navigate = useNavigate();
  const { loginStatus, account, failed, reload } = usePointsAccount();
  const points = account?.pointAccount;

  return (
    <section className="sl-card sl-checkin-card" aria-labelledby="sl-home-checkin">
      <button
        type="button"
        className="sl-checkin-card-head"
        onClick={() => void navigate(loginStatus ? '/pointsCenter' : '/login')}
      >
        <span className="sl-checkin-card-icon" aria-hidden="true">
          <Glyph name="coin" size="0.56rem" />
        </span>
        <span className="sl-checkin-card-text">
          <strong id="sl-home-checkin">{t('checkIn.title')}</strong>
          <span className="sl-weak">
            {points
              ? t('checkIn.progress', { days: points.signedDays, total: points.signList.length })
              : t('checkIn.hint')}
          </span>
        </span>
        <RightOutline className="sl-checkin-card-chevron" />
      </button>
      {points ? (
        <>
          <CheckInDays account={points} compact />
          <CheckInButton account={points} block />
        </>
      ) : loginStatus ? (
        <Button
          shape="rounded"
          block
          size="large"
          loading={!failed}
          disabled={!failed}
          onClick={reload}
        >
          {t('common:actions.retry')}
        </Button>
      ) : (
        <NavButton color="primary" shape="rounded" block size="large" to="/login">
          {t('checkIn.signIn')}
        </NavButton>
      )}
    </section>
  );
}
