import {
  LATIN_SANS,
  paintSky,
  roundRect,
  SHARE_COLORS,
  SHARE_PAD,
  SHARE_WIDTH,
  shareFamilies,
  wrapText,
} from '../../components/shareCanvas';
import { canvasToPng } from '../../components/sharePicture';
import type { Bar } from './ResultParts';

/**
 * The share picture of a result: 1080 px wide, drawn on an off-screen canvas into a PNG. It
 * carries the type, its nickname and tagline, the group, the four bars and the app's name;
 * nothing about the person (no name, e-mail or date).
 */
const WIDTH = SHARE_WIDTH;
const PAD = SHARE_PAD;
const {
  gold: GOLD,
  goldDeep: GOLD_DEEP,
  text: TEXT,
  text2: TEXT_2,
  text3: TEXT_3,
  violet: VIOLET,
} = SHARE_COLORS;

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

const BAR_BLOCK = 215;

/** Draws the picture; throws where the browser has no 2D canvas. */
export function drawShareCard(card: ShareCard, text: ShareCardText): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const { serif, sans } = shareFamilies(text.lang);
  const font = (size: number, family: string, weight = 400) => {
    ctx.font = `${weight} ${size}px ${family}`;
  };
  const inner = WIDTH - PAD * 2;
  font(38, sans);
  const tagline = wrapText(ctx, card.tagline, inner - 80).slice(0, 3);
  const barsTop = 790 + tagline.length * 56;
  canvas.width = WIDTH;
  canvas.height = barsTop + card.bars.length * BAR_BLOCK + 170;

  paintSky(ctx, canvas.width, canvas.height);

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
