import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { chatApi } from '../../api/chat';
import { useApiQuery } from '../../api/query';
import { formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';
import { chatPath, useCompanions } from './companions';
import './chat.css';
import './companions.css';

/**
 * The chat tab's "recent conversations": each companion's last message to the user
 * (`userLatestMsgs`), opening that conversation, and the way to every record.
 */
export function RecentChats() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { companions } = useCompanions();
  const latest = useApiQuery(endpoints.chat.latest, null, () => chatApi.latest(), {
    enabled: loginStatus,
  }).data?.list;

  if (!loginStatus || !latest || latest.length === 0 || !companions) return null;
  return (
    <section className="sl-recent-chats" aria-labelledby="sl-recent-chats-title">
      <div className="sl-recent-chats-head">
        <h2 id="sl-recent-chats-title" className="sl-section-title">
          {t('index.recent')}
        </h2>
        <button
          type="button"
          className="sl-link-button"
          onClick={() => void navigate('/chattingRecord')}
        >
          {t('index.allRecords')}
        </button>
      </div>
      <ul className="sl-recent-list">
        {latest.map((item) => {
          const companion = companions.find((c) => c.id === item.healerId);
          if (!companion) return null;
          return (
            <li key={item.msgGroup}>
              <button
                type="button"
                className="sl-card sl-recent"
                onClick={() => void navigate(chatPath(companion, item.msgGroup))}
              >
                <img className="sl-recent-portrait" src={companion.avatar} alt="" />
                <span className="sl-recent-main">
                  <span className="sl-recent-head">
                    <strong>{companion.name}</strong>
                    <span className="sl-weak">{formatDateTime(item.createdAt, lang)}</span>
                  </span>
                  <span className="sl-recent-text">{item.text}</span>
                </span>
                <RightOutline className="sl-companion-chevron" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
