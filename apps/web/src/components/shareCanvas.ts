/**
 * What the share pictures (a tarot reading, a personality result, a pairing) have in common:
 * 1080 px wide, the night-sky palette, the faces per language, text wrapping and the sky.
 */
export const SHARE_WIDTH = 1080;
export const SHARE_PAD = 72;
export const SHARE_COLORS = {
  gold: '#f1d58a',
  goldDeep: '#c99a46',
  text: '#ece8ff',
  text2: '#b8b2d9',
  text3: '#8a84ad',
  violet: '#a99bff',
} as const;

const CJK_SERIF = "'Songti SC', 'Noto Serif CJK SC', 'Noto Serif SC'";
const CJK_SANS = "'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei'";
const LATIN_SERIF = "Georgia, 'Times New Roman'";
export const LATIN_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial";

/** Latin faces first in English (CJK fonts draw quotes full-width), CJK first in Chinese. */
export function shareFamilies(lang: 'zh' | 'en'): { serif: string; sans: string } {
  return lang === 'zh'
    ? {
        serif: `${CJK_SERIF}, ${LATIN_SERIF}, serif`,
        sans: `${CJK_SANS}, ${LATIN_SANS}, sans-serif`,
      }
    : {
        serif: `${LATIN_SERIF}, ${CJK_SERIF}, serif`,
        sans: `${LATIN_SANS}, ${CJK_SANS}, sans-serif`,
      };
}

export function setFont(ctx: CanvasRenderingContext2D, size: number, family: string, weight = 400) {
  ctx.font = `${weight} ${size}px ${family}`;
}

const HANGING = /^[，。、；：！？）」』”’…,.;:!?)]$/;

/**
 * Breaks text into lines of at most `max` pixels: at spaces for words, anywhere in CJK; closing
 * punctuation never starts a line (it hangs past the edge instead).
 */
export function wrapText(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of text.match(
    /[\u2e80-\u9fff\uff00-\uffef]|[^\s\u2e80-\u9fff\uff00-\uffef]+|\s+/g,
  ) ?? []) {
    const next = line + token;
    if (ctx.measureText(next).width <= max || line.trim() === '' || HANGING.test(token))
      line = next;
    else {
      lines.push(line.trimEnd());
      line = token.trimStart();
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** A pill-shaped path (a bar). */
export function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const r = Math.min(h / 2, w / 2);
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The night sky over the whole canvas: a deep gradient with a fixed scatter of stars. */
export function paintSky(ctx: CanvasRenderingContext2D, width: number, height: number): void {
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#2a2163');
  sky.addColorStop(0.45, '#14122b');
  sky.addColorStop(1, '#0b0a1a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 90; i++) {
    ctx.fillStyle = `rgba(236, 232, 255, ${0.15 + ((i * 37) % 50) / 100})`;
    ctx.beginPath();
    ctx.arc((i * 7919) % width, (i * 104729) % height, 1 + (i % 3), 0, Math.PI * 2);
    ctx.fill();
  }
}
