import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Glyph } from './Glyphs';
import './entry.css';

/** A card that opens a feature's screen: a glyph, a title and one line on what it is. */
export function EntryCard({
  path,
  glyph,
  title,
  body,
}: {
  path: string;
  glyph: string;
  title: string;
  body: string;
}) {
  const navigate = useNavigate();
  return (
    <button type="button" className="sl-card sl-entry-card" onClick={() => void navigate(path)}>
      <span className="sl-entry-icon" aria-hidden="true">
        <Glyph name={glyph} size="0.64rem" />
      </span>
      <strong>{title}</strong>
      <span className="sl-entry-body">{body}</span>
    </button>
  );
}

/** Entry cards side by side, two to a row. */
export function EntryRow({ children }: { children: ReactNode }) {
  return <div className="sl-entry-row">{children}</div>;
}
