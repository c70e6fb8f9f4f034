import type { ReactNode } from 'react';
import { toBlocks } from './blocks';
import './reading-text.css';

/**
 * A reading's text as it streams in: "## Title" lines become headings, the rest paragraphs,
 * with a blinking caret after the last block while it is still being written.
 */
export function ReadingText({
  text,
  streaming,
  className = 'sl-reading-text',
  inline = (line) => line,
}: {
  text: string;
  streaming: boolean;
  className?: string;
  /** what a block's text becomes (e.g. its phone numbers as links); the text by default */
  inline?: (text: string) => ReactNode;
}) {
  const blocks = toBlocks(text);
  const caret = streaming ? <span className="sl-caret" aria-hidden="true" /> : null;
  return (
    <div className={className} aria-busy={streaming}>
      {blocks.map((block, i) => {
        const end = i === blocks.length - 1 ? caret : null;
        return block.kind === 'heading' ? (
          <h3 key={i}>
            {inline(block.text)}
            {end}
          </h3>
        ) : (
          <p key={i}>
            {inline(block.text)}
            {end}
          </p>
        );
      })}
      {blocks.length === 0 ? <p>{caret}</p> : null}
    </div>
  );
}
