import { HeartFill, RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app';
import { useProfiles } from '../../api/profileList';
import { profileSign } from './model';
import { SignMark } from './SignMark';
import './home-card.css';

/**
 * Home's card of zodiac pairing, for everyone (a visitor is asked to sign in on the screen):
 * the pair's two Sun signs with a heart between, what it is, and the way in.
 */
export function HomePairingCard() {
  const { t } = useTranslation('pairing');
  const navigate = useNavigate();
  const [a, b] = useAppStore((s) => s.pairingProfiles);
  const { list } = useProfiles();
  return (
    <section className="sl-card sl-pair-home">
      <button
        type="button"
        className="sl-pair-home-open"
        onClick={() => void navigate('/zodiacPairing')}
      >
        <span className="sl-pair-home-signs" aria-hidden="true">
          <SignMark sign={a ? profileSign(a, list) : null} size="s" />
          <HeartFill className="sl-pair-home-heart" />
          <SignMark sign={b ? profileSign(b, list) : null} size="s" />
        </span>
        <span className="sl-pair-home-text">
          <strong>{t('home.title')}</strong>
          <span>{t('home.body')}</span>
          <span className="sl-pair-home-action">
            {t('home.action')}
            <RightOutline aria-hidden="true" />
          </span>
        </span>
      </button>
    </section>
  );
}
