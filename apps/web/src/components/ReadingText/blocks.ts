export interface ReadingBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

/**
 * A streamed reading as blocks: a "## Title" line (any of # to ######) is a heading, text
 * between blank lines a paragraph (its lines joined), and a bulleted line ("• ", "- ") a
 * paragraph of its own. Works on partial text, so a heading shows as it arrives;
 * **bold** markers are dropped.
 */
export function toBlocks(text: string): ReadingBlock[] {
  const blocks: ReadingBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim().replace(/\*\*(.+?)\*\*/g, '$1');
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: heading[1] ?? '' });
    } else if (line === '') {
      flush();
    } else if (/^[•-]\s/.test(line)) {
      flush();
      blocks.push({ kind: 'paragraph', text: line });
    } else {
      lines.push(line);
    }
  }
  flush();
  return blocks;
}
