import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../../components/Glyphs';
import { useSessionStore } from '../../state/session';
import { History } from './History';
import { LevelCards } from './LevelCards';
import { reportPath } from './model';
import { useLatest, useTakenLine } from './useMbti';
import './mbti.css';

/** What the test is, in our own words, and what it is not. */
function Intro() {
  const { t } = useTranslation('mbti');
  return (
    <section className="sl-mbti-intro">
      <p className="sl-mbti-eyebrow">{t('intro.eyebrow')}</p>
      <h1>{t('intro.title')}</h1>
      <p>{t('intro.body')}</p>
      <p className="sl-mbti-note" role="note">
        {t('intro.note')}
      </p>
    </section>
  );
}

/** The signed-in user's latest type, opening its result; nothing before the first test. */
function MyType() {
  const { t } = useTranslation('mbti');
  const navigate = useNavigate();
  const taken = useTakenLine();
  const { latest } = useLatest();
  if (!latest) return null;
  return (
    <section className="sl-card sl-mbti-mine" aria-labelledby="sl-mbti-mine-title">
      <button
        type="button"
        className="sl-mbti-mine-open"
        onClick={() => void navigate(reportPath(latest.id))}
      >
        <span className="sl-mbti-mine-code">{latest.type}</span>
        <span className="sl-mbti-mine-text">
          <span id="sl-mbti-mine-title" className="sl-mbti-eyebrow">
            {t('mine.title')}
          </span>
          <strong>{latest.nickname}</strong>
          <span className="sl-weak">{taken('mine.taken', latest.level, latest.createdAt)}</span>
          <span className="sl-mbti-mine-action">
            {t('mine.open')}
            <RightOutline aria-hidden="true" />
          </span>
        </span>
      </button>
    </section>
  );
}

/** The way to the 16 type pages. */
function TypesLink() {
  const { t } = useTranslation('mbti');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="sl-card sl-mbti-types-link"
      onClick={() => void navigate('/personalityTypeList')}
    >
      <span className="sl-mbti-types-icon" aria-hidden="true">
        <Glyph name="mind" size="0.64rem" />
      </span>
      <span className="sl-mbti-types-text">
        <strong>{t('typesLink.title')}</strong>
        <span>{t('typesLink.body')}</span>
      </span>
      <RightOutline aria-hidden="true" />
    </button>
  );
}

/**
 * /mbtiHome: what the test is, the signed-in user's type, the three lengths (with a saved run
 * to continue or start over), the way to the 16 types and the user's results.
 */
export function MbtiHome() {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const userId = useSessionStore((s) => s.userId);
  return (
    <div className="sl-mbti">
      <Intro />
      {loginStatus ? <MyType /> : null}
      <LevelCards key={`levels:${loginStatus ? userId : ''}`} />
      <TypesLink />
      {loginStatus ? <History key={`history:${userId}`} /> : null}
    </div>
  );
}
