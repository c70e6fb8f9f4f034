import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXPLORE_PATH } from '../../components/TabBar/tabs';
import { TarotCardBack } from './faces';
import './home-card.css';
import { NavButton } from '../../components/NavButton';

/** Home's invitation to a reading: three cards face down and the way to draw them. */
export function TarotHomeCard() {
  const { t } = useTranslation('tarot');
  const navigate = useNavigate();
  return (
    <section className="sl-card sl-tarot-home" aria-labelledby="sl-tarot-home-title">
      <div className="sl-tarot-home-cards" aria-hidden="true">
        {[-1, 0, 1].map((k) => (
          <span key={k} style={{ transform: `translateX(${k * 0.56}rem) rotate(${k * 12}deg)` }}>
            <TarotCardBack />
          </span>
        ))}
      </div>
      <div className="sl-tarot-home-text">
        <h2 id="sl-tarot-home-title">{t('home.title')}</h2>
        <p>{t('home.body')}</p>
        <div className="sl-tarot-home-actions">
          <NavButton color="primary" shape="rounded" size="small" to="/drawingCards?spread=three">
            {t('home.action')}
          </NavButton>
          <button
            type="button"
            className="sl-tarot-home-more"
            onClick={() => void navigate(EXPLORE_PATH)}
          >
            {t('home.more')}
          </button>
        </div>
      </div>
    </section>
  );
}
