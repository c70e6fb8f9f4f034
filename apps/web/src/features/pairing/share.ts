import type { PairingResult } from '@starlit/contracts';
import {
  LATIN_SANS,
  paintSky,
  roundRect,
  setFont,
  SHARE_COLORS,
  SHARE_PAD,
  SHARE_WIDTH,
  shareFamilies,
} from '../../components/shareCanvas';
import { canvasToPng, sendPicture } from '../../components/sharePicture';
import { PAIR_SCORES, signGlyph } from './model';

/**
 * The share picture of a pairing: the two Sun signs (symbols and names), the overall score,
 * what it is based on, the four scores and the app's name. Nothing about the people: no names
 * or birthdays, so not the summary either (it names them). 1080 px wide, drawn off-screen.
 */
export interface PairingShareText {
  lang: 'zh' | 'en';
  appName: string;
  title: string;
  /** the two signs' names, A then B */
  signs: [string, string];
  overall: string;
  level: string;
  /** the four scores' names, by key */
  scores: Record<(typeof PAIR_SCORES)[number], string>;
  footer: string;
}

const { gold, goldDeep, text: TEXT, text2, violet } = SHARE_COLORS;
const W = SHARE_WIDTH;
const PAD = SHARE_PAD;
const SCORE_ROW = 92;

/** Draws the picture; throws where the browser has no 2D canvas. */
export function drawPairingCard(result: PairingResult, text: PairingShareText): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const { serif, sans } = shareFamilies(text.lang);
  const inner = W - PAD * 2;
  const scoresTop = 860;
  canvas.width = W;
  canvas.height = scoresTop + PAIR_SCORES.length * SCORE_ROW + 170;
  paintSky(ctx, canvas.width, canvas.height);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = gold;
  setFont(ctx, 64, serif, 700);
  ctx.fillText(text.appName, W / 2, 130);
  ctx.fillStyle = text2;
  setFont(ctx, 36, sans);
  ctx.fillText(text.title, W / 2, 196);

  // the two signs, either side of the score
  const [a, b] = result.people;
  for (const [i, side] of [a, b].entries()) {
    const x = i === 0 ? PAD + 150 : W - PAD - 150;
    ctx.fillStyle = gold;
    setFont(ctx, 150, serif);
    ctx.fillText(signGlyph(side.sign), x, 440);
    ctx.fillStyle = TEXT;
    setFont(ctx, 40, sans, 600);
    ctx.fillText(text.signs[i as 0 | 1], x, 520, 300);
  }
  ctx.strokeStyle = 'rgba(241, 213, 138, 0.35)';
  ctx.lineWidth = 14;
  ctx.beginPath();
  ctx.arc(W / 2, 400, 120, 0, Math.PI * 2);
  ctx.stroke();
  const lit = ctx.createLinearGradient(W / 2 - 120, 0, W / 2 + 120, 0);
  lit.addColorStop(0, '#fbe7a8');
  lit.addColorStop(1, goldDeep);
  ctx.strokeStyle = lit;
  ctx.beginPath();
  ctx.arc(W / 2, 400, 120, -Math.PI / 2, -Math.PI / 2 + (Math.PI * 2 * result.overall) / 100);
  ctx.stroke();
  ctx.fillStyle = gold;
  setFont(ctx, 110, LATIN_SANS, 800);
  ctx.fillText(String(result.overall), W / 2, 438);

  ctx.fillStyle = TEXT;
  setFont(ctx, 48, serif, 700);
  ctx.fillText(text.overall, W / 2, 640);
  ctx.fillStyle = violet;
  setFont(ctx, 32, sans);
  ctx.fillText(text.level, W / 2, 700);

  PAIR_SCORES.forEach((key, i) => {
    const y = scoresTop + i * SCORE_ROW;
    const score = result.scores[key];
    ctx.textAlign = 'left';
    ctx.fillStyle = TEXT;
    setFont(ctx, 34, sans);
    ctx.fillText(text.scores[key], PAD, y, 260);
    ctx.fillStyle = 'rgba(169, 155, 255, 0.25)';
    roundRect(ctx, PAD + 290, y - 26, inner - 400, 24);
    ctx.fill();
    ctx.fillStyle = lit;
    roundRect(ctx, PAD + 290, y - 26, Math.max(((inner - 400) * score) / 100, 24), 24);
    ctx.fill();
    ctx.textAlign = 'right';
    ctx.fillStyle = gold;
    setFont(ctx, 36, LATIN_SANS, 700);
    ctx.fillText(String(score), W - PAD, y);
  });

  ctx.textAlign = 'center';
  ctx.fillStyle = gold;
  setFont(ctx, 32, serif);
  ctx.fillText(`✦ ${text.footer} ✦`, W / 2, canvas.height - 70);
  return canvas;
}

/** Shares the pairing as a PNG, or downloads it where files cannot be shared. */
export async function sharePairing(
  result: PairingResult,
  text: PairingShareText,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const blob = await canvasToPng(drawPairingCard(result, text));
  return sendPicture(
    blob,
    `starlit-pairing-${result.people[0].sign}-${result.people[1].sign}.png`,
    text.title,
  );
}
