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
  onOpen,
}: {
  path: string;
  glyph: string;
  title: string;
  body: string;
  /** runs before the screen opens (e.g. to choose the tab it opens on) */
  onOpen?(): void;
}) {
  const navigate = useNavigate();
  const open = () => {
    onOpen?.();
    void navigate(path);
  };
  return (
    <button type="button" className="sl-card sl-entry-card" onClick={open}>
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
