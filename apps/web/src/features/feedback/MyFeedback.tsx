import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { useApiQuery } from '../../api/query';
import { systemApi } from '../../api/system';
import { useSessionStore } from '../../state/session';

function day(iso: string, lang: string) {
  return new Date(iso).toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** The signed-in member's own messages, newest first, each with Starlit's reply once there is one. */
export function MyFeedback() {
  const { t, i18n } = useTranslation('feedback');
  const signedIn = useSessionStore((s) => s.loginStatus);
  const { data } = useApiQuery(endpoints.feedback.mine, null, () => systemApi.myFeedback(), {
    enabled: signedIn,
  });
  if (!signedIn || !data || data.list.length === 0) return null;
  return (
    <section className="sl-my-feedback" aria-labelledby="my-feedback-title">
      <h2 id="my-feedback-title" className="sl-feedback-label">
        {t('mineTitle')}
      </h2>
      <ul>
        {data.list.map((item) => (
          <li key={item.id} className="sl-card sl-my-feedback-item">
            <p className="sl-my-feedback-meta">
              {t('sentOn', { date: day(item.createdAt, i18n.language) })}
              {' · '}
              {t(`status.${item.status}`)}
            </p>
            <p className="sl-my-feedback-text">{item.content}</p>
            {item.reply && (
              <div className="sl-my-feedback-reply">
                <p className="sl-my-feedback-reply-head">
                  {item.repliedAt
                    ? t('replyOn', { date: day(item.repliedAt, i18n.language) })
                    : t('reply')}
                </p>
                <p className="sl-my-feedback-text">{item.reply}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
