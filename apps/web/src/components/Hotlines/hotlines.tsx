import type { ReactNode } from 'react';
import './hotlines.css';

/** The crisis lines a text may name: China's psychological assistance line and the US 988. */
const CRISIS = /(?<![\d+])(?:12356|988)(?!\d)/;
/** Every number a hotline text may give: the crisis lines and the emergency numbers. */
const NUMBERS = /(?<![\d+])(12356|988|110|120|911)(?!\d)/g;

/** Whether a text gives the crisis hotlines (then its emergency numbers are hotlines too). */
export function hasHotline(text: string): boolean {
  return CRISIS.test(text);
}

/**
 * A text with each hotline or emergency number as a `tel:` link, so one tap calls it. A text
 * that gives no crisis line is left as it is (a "120" in a reading is not a phone number),
 * unless it is part of a longer text that does (`inHotlineText`).
 */
export function withHotlineLinks(text: string, inHotlineText = false): ReactNode {
  if (!inHotlineText && !hasHotline(text)) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBERS)) {
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    const number = match[0];
    parts.push(
      <a key={at} className="sl-tel" href={`tel:${number}`}>
        {number}
      </a>,
    );
    last = at + number.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
