import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';
import { Glyph } from '../../components/Glyphs';
import './explore.css';

/** What there is to explore today; later features add their cards here. */
export const EXPLORE_CARDS = [
  { id: 'fortune', path: '/todayFortune', glyph: 'star', signedIn: true },
  { id: 'natal', path: '/natalChartReport', glyph: 'chart', signedIn: true },
  { id: 'bazi', path: '/bazi', glyph: 'chart', signedIn: true },
  { id: 'transits', path: '/transits', glyph: 'moon', signedIn: true },
  { id: 'solarReturn', path: '/solarReturn', glyph: 'star', signedIn: true },
  { id: 'sample', path: '/foldTogetherExample', glyph: 'crystal', signedIn: false },
  { id: 'pairing', path: '/zodiacPairing', glyph: 'pairing', signedIn: false },
  { id: 'stellarTies', path: '/stellarTies', glyph: 'star', signedIn: true, tab: '1' },
  { id: 'synastry', path: '/stellarTies', glyph: 'pair', signedIn: true, tab: '2' },
  { id: 'deepReport', path: '/stellarTies', glyph: 'heart', signedIn: true, tab: '3' },
  { id: 'answers', path: '/answersBook', glyph: 'book', signedIn: false },
  { id: 'dice', path: '/drawingDice', glyph: 'dice', signedIn: false },
  { id: 'personality', path: '/mbtiHome', glyph: 'mind', signedIn: false },
  { id: 'personalityTypes', path: '/personalityTypeList', glyph: 'profile', signedIn: false },
  { id: 'companions', path: '/chatIndex', glyph: 'sage', signedIn: false },
  { id: 'chatRecords', path: '/chattingRecord', glyph: 'letter', signedIn: true },
  { id: 'journal', path: '/journal', glyph: 'book', signedIn: true },
  { id: 'archives', path: '/archives', glyph: 'chart', signedIn: true },
  { id: 'profile', path: '/information', glyph: 'profile', signedIn: true },
  { id: 'points', path: '/pointsCenter', glyph: 'coin', signedIn: true },
  { id: 'invite', path: '/inviteFriends', glyph: 'gift', signedIn: true },
  { id: 'apps', path: '/moreApplications', glyph: 'grid', signedIn: false },
  { id: 'reminders', path: '/reminders', glyph: 'moon', signedIn: true },
  { id: 'settings', path: '/setting', glyph: 'settings', signedIn: false },
  { id: 'language', path: '/language', glyph: 'globe', signedIn: false },
  { id: 'feedback', path: '/feedback', glyph: 'letter', signedIn: false },
  { id: 'about', path: '/aboutUs', glyph: 'info', signedIn: false },
] as const;

export function ExploreCards() {
  const { t } = useTranslation('explore');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <ul className="sl-explore-grid">
      {EXPLORE_CARDS.map((card) => (
        <li key={card.id}>
          <button
            type="button"
            className="sl-card sl-explore-card"
            onClick={() => {
              // the relationship cards open /stellarTies on their own tab
              if ('tab' in card) useAppStore.getState().setStellarTiesTab(card.tab);
              void navigate(card.signedIn && !loginStatus ? '/login' : card.path);
            }}
          >
            <span className="sl-explore-icon">
              <Glyph name={card.glyph} size="0.693rem" />
            </span>
            <strong>{t(`cards.${card.id}.title`)}</strong>
            <span>{t(`cards.${card.id}.body`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
