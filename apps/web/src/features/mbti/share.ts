import { canvasToPng, sendPicture } from '../../components/sharePicture';
import type { Bar } from './ResultParts';

/**
 * The share picture of a result: 1080 px wide, drawn on an off-screen canvas into a PNG. It
 * carries the type, its nickname and tagline, the group, the four bars and the app's name;
 * nothing about the person (no name, e-mail or date).
 */
const WIDTH = 1080;
const PAD = 72;
const GOLD = '#f1d58a';
const GOLD_DEEP = '#c99a46';
const TEXT = '#ece8ff';
const TEXT_2 = '#b8b2d9';
const TEXT_3 = '#8a84ad';
const VIOLET = '#a99bff';
const CJK_SERIF = "'Songti SC', 'Noto Serif CJK SC', 'Noto Serif SC'";
const CJK_SANS = "'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei'";
const LATIN_SERIF = "Georgia, 'Times New Roman'";
const LATIN_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial";

function families(lang: 'zh' | 'en') {
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

export interface ShareCard {
  type: string;
  nickname: string;
  tagline: string;
  groupName: string;
  bars: readonly Bar[];
}

export interface ShareCardText {
  lang: 'zh' | 'en';
  appName: string;
  testName: string;
  footer: string;
  /** the four dichotomies' names, by dimension (EI, SN, TF, JP) */
  dimensions: Record<string, string>;
}

const HANGING = /^[，。、；：！？）」』”’…,.;:!?)]$/;

/** Breaks text into lines of at most `max` pixels: at spaces for words, anywhere in CJK. */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of text.match(
    /[\u2e80-\u9fff\uff00-\uffef]|[^\s\u2e80-\u9fff\uff00-\uffef]+|\s+/g,
  ) ?? []) {
    const next = line + token;
    // closing punctuation never starts a line: it hangs past the edge instead
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

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number) {
  const r = Math.min(h / 2, w / 2);
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

const BAR_BLOCK = 215;

/** Draws the picture; throws where the browser has no 2D canvas. */
export function drawShareCard(card: ShareCard, text: ShareCardText): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const { serif, sans } = families(text.lang);
  const font = (size: number, family: string, weight = 400) => {
    ctx.font = `${weight} ${size}px ${family}`;
  };
  const inner = WIDTH - PAD * 2;
  font(38, sans);
  const tagline = wrap(ctx, card.tagline, inner - 80).slice(0, 3);
  const barsTop = 790 + tagline.length * 56;
  canvas.width = WIDTH;
  canvas.height = barsTop + card.bars.length * BAR_BLOCK + 170;

  const sky = ctx.createLinearGradient(0, 0, 0, canvas.height);
  sky.addColorStop(0, '#2a2163');
  sky.addColorStop(0.45, '#14122b');
  sky.addColorStop(1, '#0b0a1a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  for (let i = 0; i < 90; i++) {
    ctx.fillStyle = `rgba(236, 232, 255, ${0.15 + ((i * 37) % 50) / 100})`;
    ctx.beginPath();
    ctx.arc((i * 7919) % WIDTH, (i * 104729) % canvas.height, 1 + (i % 3), 0, Math.PI * 2);
    ctx.fill();
  }

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = GOLD;
  font(64, serif, 700);
  ctx.fillText(text.appName, WIDTH / 2, 130);
  ctx.fillStyle = TEXT_2;
  font(36, sans);
  ctx.fillText(text.testName, WIDTH / 2, 196);
  ctx.fillStyle = VIOLET;
  font(34, sans, 600);
  ctx.fillText(card.groupName, WIDTH / 2, 300);

  const code = ctx.createLinearGradient(0, 330, 0, 530);
  code.addColorStop(0, '#fbe7a8');
  code.addColorStop(1, GOLD_DEEP);
  ctx.fillStyle = code;
  font(200, LATIN_SANS, 800);
  ctx.fillText(card.type, WIDTH / 2, 510, inner);
  ctx.fillStyle = TEXT;
  font(60, serif, 700);
  ctx.fillText(card.nickname, WIDTH / 2, 640, inner);
  ctx.fillStyle = TEXT_2;
  font(38, sans);
  tagline.forEach((line, i) => ctx.fillText(line, WIDTH / 2, 720 + i * 56));

  card.bars.forEach((bar, i) => {
    const top = barsTop + i * BAR_BLOCK;
    const win = bar.letter === bar.poles[1] ? 1 : 0;
    ctx.textAlign = 'center';
    ctx.fillStyle = VIOLET;
    font(28, sans);
    ctx.fillText(text.dimensions[bar.dimension] ?? '', WIDTH / 2, top);
    font(38, sans, 600);
    ctx.textAlign = 'left';
    ctx.fillStyle = win === 0 ? GOLD : TEXT_3;
    ctx.fillText(`${bar.poles[0]}  ${bar.names[0]}`, PAD, top + 52, inner / 2 - 20);
    ctx.textAlign = 'right';
    ctx.fillStyle = win === 1 ? GOLD : TEXT_3;
    ctx.fillText(`${bar.names[1]}  ${bar.poles[1]}`, WIDTH - PAD, top + 52, inner / 2 - 20);
    const y = top + 78;
    const first = Math.round((inner * bar.percents[0]) / 100);
    ctx.fillStyle = 'rgba(169, 155, 255, 0.25)';
    roundRect(ctx, PAD, y, inner, 26);
    ctx.fill();
    const lit = ctx.createLinearGradient(PAD, 0, WIDTH - PAD, 0);
    lit.addColorStop(0, '#fbe7a8');
    lit.addColorStop(1, GOLD_DEEP);
    ctx.fillStyle = lit;
    if (win === 0) roundRect(ctx, PAD, y, Math.max(first, 26), 26);
    else roundRect(ctx, PAD + first, y, Math.max(inner - first, 26), 26);
    ctx.fill();
    font(32, LATIN_SANS, 600);
    ctx.textAlign = 'left';
    ctx.fillStyle = win === 0 ? GOLD : TEXT_3;
    ctx.fillText(`${bar.percents[0]}%`, PAD, y + 72);
    ctx.textAlign = 'right';
    ctx.fillStyle = win === 1 ? GOLD : TEXT_3;
    ctx.fillText(`${bar.percents[1]}%`, WIDTH - PAD, y + 72);
  });

  ctx.textAlign = 'center';
  ctx.fillStyle = GOLD;
  font(32, serif);
  ctx.fillText(`✦ ${text.footer} ✦`, WIDTH / 2, canvas.height - 70);
  return canvas;
}

/** The picture as a PNG blob. */
export async function sharePicture(card: ShareCard, text: ShareCardText): Promise<Blob> {
  return canvasToPng(drawShareCard(card, text));
}

export { sendPicture };
