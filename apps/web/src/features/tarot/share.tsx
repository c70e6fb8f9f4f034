import { flushSync } from 'react-dom';
import { canvasToPng, sendPicture } from '../../components/sharePicture';
import { createRoot } from 'react-dom/client';
import type { Reading } from '@starlit/contracts';
import { TarotCardFace } from './faces';
import { placeSpread } from './layouts';
import type { ReadingBlock } from '../../components/ReadingText/blocks';

/** The shared picture: 1080 px wide, as tall as its content. */
const WIDTH = 1080;
const PAD = 72;
const CJK_SERIF = "'Songti SC', 'Noto Serif CJK SC', 'Noto Serif SC'";
const CJK_SANS = "'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei'";
const LATIN_SERIF = "Georgia, 'Times New Roman'";
const LATIN_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial";

/** Latin faces first in English (CJK fonts draw quotes full-width), CJK first in Chinese. */
function families(lang: 'zh' | 'en'): { serif: string; sans: string } {
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
const GOLD = '#f1d58a';
const TEXT = '#ece8ff';
const TEXT_2 = '#b8b2d9';

export interface ShareText {
  lang: 'zh' | 'en';
  appName: string;
  tagline: string;
  reversed: string;
  /** the reading (or the brief): its first lines go under the cards */
  blocks: ReadingBlock[];
}

/** The most lines of reading the picture carries. */
const BODY_LINES = 14;

/** A card face as an SVG document (the same component the screen shows). */
function faceSvg(cardId: string, reversed: boolean, name: string, width: number): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() =>
    root.render(<TarotCardFace cardId={cardId} reversed={reversed} name={name} size={width} />),
  );
  const svg = host.querySelector('svg');
  const markup = svg ? new XMLSerializer().serializeToString(svg) : '';
  root.unmount();
  return markup;
}

function loadImage(svg: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('card face did not load'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

/** Breaks text into lines of at most `max` pixels: at spaces for words, anywhere in CJK. */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of text.match(
    /[\u2e80-\u9fff\uff00-\uffef]|[^\s\u2e80-\u9fff\uff00-\uffef]+|\s+/g,
  ) ?? []) {
    const next = line + token;
    if (ctx.measureText(next).width <= max || line.trim() === '') {
      line = next;
    } else {
      lines.push(line.trimEnd());
      line = token.trimStart();
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function font(ctx: CanvasRenderingContext2D, size: number, family: string, weight = 400) {
  ctx.font = `${weight} ${size}px ${family}`;
}

/** Draws the reading: app name, spread, question, the cards in their layout, the first lines. */
export async function drawReading(reading: Reading, text: ShareText): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const { serif: SERIF, sans: SANS } = families(text.lang);
  const inner = WIDTH - PAD * 2;
  const layout = placeSpread(reading.spreadId, inner, { labelHeight: 84, gap: 40, maxCard: 250 });
  font(ctx, 40, SERIF);
  const question = wrap(ctx, `“${reading.question}”`, inner);
  const body: { text: string; heading: boolean }[] = [];
  for (const block of text.blocks) {
    const heading = block.kind === 'heading';
    if (heading) font(ctx, 38, SERIF, 700);
    else font(ctx, 34, SANS);
    for (const line of wrap(ctx, block.text, inner)) body.push({ text: line, heading });
    body.push({ text: '', heading: false });
  }
  while (body.length && !body[body.length - 1]!.text) body.pop();
  if (body.length > BODY_LINES) {
    body.length = BODY_LINES;
    const last = body[BODY_LINES - 1]!;
    last.text = `${last.text.replace(/[\s.,，。:：]+$/, '')}…`;
  }
  const top = 250 + question.length * 56 + 40;
  const bodyTop = top + layout.height + 70;
  canvas.width = WIDTH;
  canvas.height = Math.ceil(bodyTop + body.length * 52 + 150);

  const sky = ctx.createLinearGradient(0, 0, 0, canvas.height);
  sky.addColorStop(0, '#2a2163');
  sky.addColorStop(0.45, '#14122b');
  sky.addColorStop(1, '#0b0a1a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  for (let i = 0; i < 90; i++) {
    const x = (i * 7919) % WIDTH;
    const y = (i * 104729) % canvas.height;
    ctx.fillStyle = `rgba(236, 232, 255, ${0.15 + ((i * 37) % 50) / 100})`;
    ctx.beginPath();
    ctx.arc(x, y, 1 + (i % 3), 0, Math.PI * 2);
    ctx.fill();
  }

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = GOLD;
  font(ctx, 64, SERIF, 700);
  ctx.fillText(text.appName, WIDTH / 2, 120);
  ctx.fillStyle = TEXT;
  font(ctx, 40, SANS, 600);
  ctx.fillText(reading.spreadName, WIDTH / 2, 190);
  ctx.fillStyle = TEXT_2;
  font(ctx, 40, SERIF);
  question.forEach((line, i) => ctx.fillText(line, WIDTH / 2, 260 + i * 56));

  const faces = await Promise.all(
    reading.cards.map((c) =>
      loadImage(faceSvg(c.cardId, c.reversed, c.name, layout.cardWidth * 2)),
    ),
  );
  reading.cards.forEach((card, i) => {
    const slot = layout.slots[i];
    const image = faces[i];
    if (!slot || !image) return;
    const cx = PAD + slot.left + layout.cardWidth / 2;
    const cy = top + slot.top + layout.cardHeight / 2;
    ctx.save();
    ctx.translate(cx, cy);
    if (slot.turned) ctx.rotate(Math.PI / 2);
    ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
    ctx.shadowBlur = 24;
    ctx.drawImage(
      image,
      -layout.cardWidth / 2,
      -layout.cardHeight / 2,
      layout.cardWidth,
      layout.cardHeight,
    );
    ctx.restore();
    const labelX = PAD + slot.labelLeft + slot.labelWidth / 2;
    ctx.fillStyle = GOLD;
    font(ctx, 28, SANS, 600);
    ctx.fillText(
      `${i + 1} ${card.positionName}`,
      labelX,
      top + slot.labelTop + 28,
      slot.labelWidth + 40,
    );
    ctx.fillStyle = TEXT;
    font(ctx, 26, SANS);
    const name = card.reversed ? `${card.name} · ${text.reversed}` : card.name;
    ctx.fillText(name, labelX, top + slot.labelTop + 64, slot.labelWidth + 40);
  });

  ctx.textAlign = 'left';
  body.forEach((line, i) => {
    ctx.fillStyle = line.heading ? GOLD : TEXT;
    if (line.heading) font(ctx, 38, SERIF, 700);
    else font(ctx, 34, SANS);
    ctx.fillText(line.text, PAD, bodyTop + i * 52);
  });

  ctx.textAlign = 'center';
  ctx.fillStyle = GOLD;
  font(ctx, 30, SERIF);
  ctx.fillText(`✦ ${text.tagline} ✦`, WIDTH / 2, canvas.height - 70);
  return canvas;
}

/**
 * Shares the reading as a PNG through the system share sheet, or downloads it where files
 * cannot be shared. Resolves 'cancelled' when the user closed the share sheet.
 */
export async function shareReading(
  reading: Reading,
  text: ShareText,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const blob = await canvasToPng(await drawReading(reading, text));
  return sendPicture(blob, `starlit-tarot-${reading.id.slice(0, 8)}.png`, reading.spreadName);
}
