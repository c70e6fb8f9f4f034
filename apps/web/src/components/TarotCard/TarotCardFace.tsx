import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUIT_ELEMENT, courtOf, parseCardId, toRoman } from './deck';
import { MAJOR_EMBLEMS } from './emblems';
import { CARD_H, CARD_RATIO, CARD_W } from './geometry';
import { CourtEmblem, Pips } from './suits';

const ACCENT = {
  major: '#f1d58a',
  fire: '#ffb46e',
  water: '#8cc4ff',
  air: '#d9d3ff',
  earth: '#9fdcaa',
} as const;

/** A little sky of stars, the same for each card (seeded by its id). */
function starsFor(id: string): [number, number, number][] {
  let seed = [...id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const next = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  return Array.from({ length: 12 }, () => [
    12 + next() * 76,
    34 + next() * 96,
    0.35 + next() * 0.6,
  ]);
}

/** Rough advance widths (in ems) of a serif face, to fit the name to the banner. */
function textUnits(text: string): number {
  let units = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) > 0x2e80) units += 1;
    else if (ch === ' ') units += 0.28;
    else if (/[A-Z]/.test(ch)) units += 0.72;
    else if (/[ilftj]/.test(ch)) units += 0.33;
    else if (/[mw]/.test(ch)) units += 0.82;
    else units += 0.55;
  }
  return Math.max(units, 1);
}

/**
 * The name on the banner: one line up to 9.5 units tall and 64 wide, or two lines when a long
 * name has a space to break at. Each line's length is given to the SVG (textLength), so wide
 * and narrow fonts alike fill the same room.
 */
function nameLines(name: string): { size: number; lines: { text: string; length: number }[] } {
  const single = textUnits(name);
  const words = name.split(' ');
  if (single * 9.5 <= 64 || words.length < 2) {
    const size = Math.min(9.5, 64 / single);
    return { size, lines: [{ text: name, length: single * size }] };
  }
  let best: [string, string] = [name, ''];
  let widest = Infinity;
  for (let i = 1; i < words.length; i++) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const w = Math.max(textUnits(pair[0]), textUnits(pair[1]));
    if (w < widest) [best, widest] = [pair, w];
  }
  const size = Math.min(8.4, 64 / widest);
  return { size, lines: best.map((text) => ({ text, length: textUnits(text) * size })) };
}

export interface TarotCardFaceProps {
  cardId: string;
  reversed?: boolean;
  /** CSS width (e.g. '2rem', '100%'); a number is pixels and sets the SVG's own size */
  size?: number | string;
  /** the card's name in the current language ('' while it is unknown) */
  name: string;
  className?: string;
}

/**
 * A tarot card's face, our own design, pure SVG: a night sky in a gold frame, the number
 * (roman for the Major Arcana, the number or court letter for the minors), the card's emblem
 * (one per major; the suit's motif number times, or crowned for courts) and its name. The
 * whole face turns 180° when the card is reversed.
 */
export function TarotCardFace({
  cardId,
  reversed = false,
  size = '100%',
  name,
  className,
}: TarotCardFaceProps) {
  const { t } = useTranslation('tarot');
  const id = useId().replace(/:/g, '');
  const card = parseCardId(cardId);
  const title = name;
  const court = card?.arcana === 'minor' ? courtOf(card.number) : null;
  const numeral = !card
    ? ''
    : card.arcana === 'major'
      ? toRoman(card.number)
      : court
        ? t(`face.court.${court}`)
        : card.number === 1
          ? t('face.ace')
          : String(card.number);
  const accent = card?.suit ? ACCENT[SUIT_ELEMENT[card.suit]] : ACCENT.major;
  const label = title
    ? t(reversed ? 'face.labelReversed' : 'face.label', { name: title })
    : t('face.unknown');
  const pixels = typeof size === 'number';
  const fit = nameLines(title);
  const twoLines = fit.lines.length > 1;

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${CARD_W} ${CARD_H}`}
      width={pixels ? size : CARD_W}
      height={pixels ? size * CARD_RATIO : CARD_H}
      style={
        pixels ? undefined : { width: size, height: 'auto', aspectRatio: `${CARD_W} / ${CARD_H}` }
      }
      className={className ? `sl-tarot-face ${className}` : 'sl-tarot-face'}
      role="img"
      aria-label={label}
      data-card-id={cardId}
      data-reversed={reversed ? 'true' : 'false'}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="0.3" y2="1">
          <stop offset="0" stopColor="#2c2460" />
          <stop offset="0.55" stopColor="#17133a" />
          <stop offset="1" stopColor="#0c0a20" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbe7a8" />
          <stop offset="0.5" stopColor="#e2c27a" />
          <stop offset="1" stopColor="#a9803e" />
        </linearGradient>
        <radialGradient id={`${id}-halo`}>
          <stop offset="0" stopColor={accent} stopOpacity="0.34" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </radialGradient>
      </defs>
      <g transform={reversed ? `rotate(180 ${CARD_W / 2} ${CARD_H / 2})` : undefined} data-face="">
        <rect x="1" y="1" width="98" height="168" rx="7" fill={`url(#${id}-bg)`} />
        {starsFor(cardId).map(([x, y, r], i) => (
          <circle
            key={i}
            cx={x.toFixed(1)}
            cy={y.toFixed(1)}
            r={r.toFixed(2)}
            fill="#ece8ff"
            opacity="0.55"
          />
        ))}
        <circle cx="50" cy="82" r="34" fill={`url(#${id}-halo)`} />
        <rect
          x="3.5"
          y="3.5"
          width="93"
          height="163"
          rx="5.5"
          fill="none"
          stroke={`url(#${id}-gold)`}
          strokeWidth="2"
        />
        <rect
          x="7.5"
          y="7.5"
          width="85"
          height="155"
          rx="3.5"
          fill="none"
          stroke="#d8b56a"
          strokeOpacity="0.55"
          strokeWidth="0.6"
        />
        <path
          d="M36 12H64L68 19L64 26H36L32 19Z"
          fill="#120f2c"
          stroke="#d8b56a"
          strokeWidth="0.7"
        />
        <text
          x="50"
          y="22.6"
          textAnchor="middle"
          fontFamily="Georgia, 'Times New Roman', 'Noto Serif CJK SC', serif"
          fontSize={numeral.length > 3 ? 8 : 9.5}
          fontWeight="700"
          fill="#f1d58a"
          data-numeral=""
        >
          {numeral}
        </text>
        <g
          fill="none"
          stroke={card?.suit ? accent : `url(#${id}-gold)`}
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {card?.arcana === 'major' ? (
            <g transform="translate(50 82) scale(1.12)" strokeWidth="1.4">
              {MAJOR_EMBLEMS[card.number]}
            </g>
          ) : card && court ? (
            <CourtEmblem suit={card.suit} court={court} />
          ) : card ? (
            <Pips suit={card.suit} number={card.number} />
          ) : null}
        </g>
        <path
          d={
            twoLines ? 'M12 133H88L84 145L88 157H12L16 145Z' : 'M12 138H88L84 145L88 152H12L16 145Z'
          }
          fill="#120f2c"
          stroke="#d8b56a"
          strokeWidth="0.7"
        />
        <text
          textAnchor="middle"
          fontFamily="Georgia, 'Times New Roman', 'Noto Serif CJK SC', 'Noto Serif SC', serif"
          fontSize={fit.size.toFixed(2)}
          fill="#ece8ff"
        >
          {title
            ? fit.lines.map((line, i) => (
                <tspan
                  key={i}
                  x="50"
                  y={(twoLines ? 145 + (i - 0.5) * fit.size * 1.1 : 145) + fit.size * 0.36}
                  textLength={line.length.toFixed(1)}
                  lengthAdjust="spacingAndGlyphs"
                >
                  {line.text}
                </tspan>
              ))
            : null}
        </text>
        {twoLines ? null : (
          <path
            d="M50 154l1.2 2.3 2.3 1.2-2.3 1.2-1.2 2.3-1.2-2.3-2.3-1.2 2.3-1.2z"
            fill="#d8b56a"
          />
        )}
      </g>
    </svg>
  );
}
