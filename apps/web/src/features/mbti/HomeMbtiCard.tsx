import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../../components/Glyphs';
import { reportPath } from './model';
import { useLatest } from './useMbti';
import './home-card.css';

/**
 * Home's card of the 16-type personality test: the user's type when there is a result (it
 * opens that result), otherwise what the test is and a way to take it; and the 16 types.
 */
export function HomeMbtiCard() {
  const { t } = useTranslation('mbti');
  const navigate = useNavigate();
  const { latest } = useLatest();
  return (
    <section className="sl-card sl-mbti-home" aria-labelledby="sl-mbti-home-title">
      <div className="sl-mbti-home-mark" aria-hidden="true">
        {latest ? (
          <span className="sl-mbti-home-code">{latest.type}</span>
        ) : (
          <Glyph name="mind" size="0.8rem" />
        )}
      </div>
      <div className="sl-mbti-home-text">
        {latest ? (
          <>
            <p className="sl-mbti-home-eyebrow">{t('home.yours')}</p>
            <h2 id="sl-mbti-home-title">{`${latest.type} · ${latest.nickname}`}</h2>
            <p>{latest.tagline}</p>
          </>
        ) : (
          <>
            <h2 id="sl-mbti-home-title">{t('home.title')}</h2>
            <p>{t('home.body')}</p>
          </>
        )}
        <div className="sl-mbti-home-actions">
          <Button
            color="primary"
            shape="rounded"
            size="small"
            onClick={() => void navigate(latest ? reportPath(latest.id) : '/mbtiHome')}
          >
            {latest ? t('home.open') : t('home.action')}
          </Button>
          <button
            type="button"
            className="sl-mbti-home-more"
            onClick={() => void navigate('/personalityTypeList')}
          >
            {t('home.types')}
          </button>
        </div>
      </div>
    </section>
  );
}
