import { useId, type ReactNode } from 'react';
import { hasText, useT } from '../i18n';
import type { Result } from '../api';

/** A failed answer in words: the console's text for its code, else the server's message. */
export function ErrorLine({ result }: { result: Result<unknown> | null }) {
  const { t, tCode } = useT();
  if (!result) return null;
  const code = String(result.code);
  return (
    <p className="ad-error" role="alert">
      {hasText('errors', code) ? tCode('errors', code) : result.msg || t('errors.generic')}
    </p>
  );
}

export function Loading({ on }: { on: boolean }) {
  const { t } = useT();
  return on ? (
    <p className="ad-muted" role="status">
      {t('common.loading')}
    </p>
  ) : null;
}

/** A labelled control: the label names the input it wraps. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="ad-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A time in the operator's language, to the minute. */
export function When({ at }: { at: string | null | undefined }) {
  const { lang } = useT();
  if (!at) return <span className="ad-muted">{'—'}</span>;
  const date = new Date(at);
  return (
    <time dateTime={at}>
      {date.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })}
    </time>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="ad-pager" aria-label={t('common.pages')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </button>
      <span>{t('common.pageOf', { page, pages, total })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}

/** Text, a pair of rows of a definition list. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="ad-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Empty({ when }: { when: boolean }) {
  const { t } = useT();
  return when ? <p className="ad-muted">{t('common.empty')}</p> : null;
}
