import type { ReactNode } from 'react';
import './empty.css';

/** A calm full-width message (nothing here, sign in first, failed to load) with an optional action. */
export function EmptyState({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="sl-empty">
      <img src="/logo.svg" alt="" width={64} height={64} className="sl-empty-mark" />
      <h2>{title}</h2>
      {description ? <p>{description}</p> : null}
      {children ? <div className="sl-empty-actions">{children}</div> : null}
    </div>
  );
}
