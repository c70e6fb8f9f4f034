/** A reading's text as blocks: "## Title" lines are headings, the rest paragraphs. */
export type ReadingBlock = { kind: 'heading' | 'paragraph'; text: string };

export function readingBlocks(text: string): ReadingBlock[] {
  const blocks: ReadingBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('## ') || line === '##') {
      flush();
      const title = line.slice(2).trim();
      if (title) blocks.push({ kind: 'heading', text: title });
    } else if (line === '') {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
