import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCompanions } from './companions';
import './companions.css';

/**
 * Home's way to the companions: their portraits, one companion's tip of the day (a different
 * one each day) and a button to the chat tab.
 */
export function HomeCompanionsCard() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { companions, tips } = useCompanions();
  const [today] = useState(() => Math.floor(Date.now() / 86_400_000));
  const featured = companions?.length ? companions[today % companions.length] : undefined;
  const tip = featured ? tips[featured.id] : undefined;
  return (
    <section className="sl-card sl-home-companions" aria-labelledby="sl-home-companions-title">
      <div className="sl-home-companions-head">
        <span className="sl-home-companions-faces" aria-hidden="true">
          {companions?.map((c) => (
            <img key={c.id} src={c.avatar} alt="" />
          ))}
        </span>
        <h2 id="sl-home-companions-title">{t('home.title')}</h2>
      </div>
      <p className="sl-home-companions-body">{t('home.body')}</p>
      {featured && tip ? (
        <p className="sl-companion-tip">
          <span>{t('home.tipFrom', { name: featured.name })}</span>
          {tip}
        </p>
      ) : null}
      <button
        type="button"
        className="sl-home-companions-action"
        onClick={() => void navigate('/chatIndex')}
      >
        {t('home.action')}
      </button>
    </section>
  );
}
