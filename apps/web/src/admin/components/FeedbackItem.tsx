import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { FeedbackRow } from '@starlit/contracts/admin';
import { adminBlob, adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { Action } from './Action';
import { When } from './ui';

const f = adminEndpoints.feedback;

/** A feedback picture: fetched with the operator's token (never public), opened in a new tab. */
function Picture({ url, n }: { url: string; n: number }) {
  const { t } = useT();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void adminBlob(url).then((blob) => {
      if (!blob || !live) return;
      made = URL.createObjectURL(blob);
      setSrc(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  if (!src) return <span className="ad-thumb ad-muted">{t('feedback.picture', { n })}</span>;
  return (
    <a href={src} target="_blank" rel="noreferrer" className="ad-thumb">
      <img src={src} alt={t('feedback.picture', { n })} />
    </a>
  );
}

/** One member's message: text, contact, pictures, Starlit's reply; Reply and Close. */
export function FeedbackItem({ row, onChange }: { row: FeedbackRow; onChange?: () => void }) {
  const { t } = useT();
  return (
    <article
      className="ad-card ad-feedback"
      aria-label={t('feedback.from', { who: row.email ?? row.userId ?? '—' })}
    >
      <header className="ad-row">
        <span className={`ad-status ad-status-${row.status}`}>{t(`feedback.${row.status}`)}</span>
        <When at={row.createdAt} />
        {row.userId ? (
          <Link to={`/members/${row.userId}`}>{row.email ?? row.userId}</Link>
        ) : (
          <span className="ad-muted">{t('feedback.visitor')}</span>
        )}
        {row.contact && <span>{t('feedback.contact', { contact: row.contact })}</span>}
      </header>
      <p className="ad-pre">{row.content}</p>
      {row.images.length > 0 && (
        <div className="ad-row">
          {row.images.map((url, i) => (
            <Picture key={url} url={url} n={i + 1} />
          ))}
        </div>
      )}
      {row.reply && (
        <div className="ad-reply">
          <strong>{t('feedback.ourReply')}</strong> <When at={row.repliedAt} />
          <p className="ad-pre">{row.reply}</p>
        </div>
      )}
      {onChange && row.status !== 'closed' && (
        <div className="ad-row">
          <Action
            label={t('feedback.reply')}
            note={false}
            fields={[{ name: 'reply', label: t('feedback.replyText'), required: true }]}
            warning={t('feedback.replyWarning')}
            run={(v) => adminCall(f.reply, { reply: v.reply! }, { id: row.id })}
            onDone={onChange}
          />
          <Action
            label={t('feedback.close')}
            run={(v) => adminCall(f.close, { note: v.note! }, { id: row.id })}
            onDone={onChange}
          />
        </div>
      )}
    </article>
  );
}
