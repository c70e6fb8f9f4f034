import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Reading } from '@starlit/contracts';
import { TarotCardFace } from './faces';
import { placeSpread } from './layouts';
import type { ReadingBlock } from '../../components/ReadingText/blocks';
import {
  paintSky,
  setFont,
  SHARE_COLORS,
  SHARE_PAD,
  SHARE_WIDTH,
  shareFamilies,
  wrapText,
} from '../../components/shareCanvas';
import { canvasToPng, sendPicture } from '../../components/sharePicture';

/** The shared picture: 1080 px wide, as tall as its content. */
const WIDTH = SHARE_WIDTH;
const PAD = SHARE_PAD;
const { gold: GOLD, text: TEXT, text2: TEXT_2 } = SHARE_COLORS;

export interface ShareText {
  lang: 'zh' | 'en';
  appName: string;
  tagline: string;
  /** a card's whole name with its orientation: "宝剑十（逆位）", "Ten of Swords (reversed)" */
  cardName(name: string, reversed: boolean): string;
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

/** Draws the reading: app name, spread, question, the cards in their layout, the first lines. */
export async function drawReading(reading: Reading, text: ShareText): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const { serif: SERIF, sans: SANS } = shareFamilies(text.lang);
  const inner = WIDTH - PAD * 2;
  const layout = placeSpread(reading.spreadId, inner, { labelHeight: 84, gap: 40, maxCard: 250 });
  setFont(ctx, 40, SERIF);
  const question = wrapText(ctx, `“${reading.question}”`, inner);
  const body: { text: string; heading: boolean }[] = [];
  for (const block of text.blocks) {
    const heading = block.kind === 'heading';
    if (heading) setFont(ctx, 38, SERIF, 700);
    else setFont(ctx, 34, SANS);
    for (const line of wrapText(ctx, block.text, inner)) body.push({ text: line, heading });
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

  paintSky(ctx, canvas.width, canvas.height);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = GOLD;
  setFont(ctx, 64, SERIF, 700);
  ctx.fillText(text.appName, WIDTH / 2, 120);
  ctx.fillStyle = TEXT;
  setFont(ctx, 40, SANS, 600);
  ctx.fillText(reading.spreadName, WIDTH / 2, 190);
  ctx.fillStyle = TEXT_2;
  setFont(ctx, 40, SERIF);
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
    setFont(ctx, 28, SANS, 600);
    ctx.fillText(
      `${i + 1} ${card.positionName}`,
      labelX,
      top + slot.labelTop + 28,
      slot.labelWidth + 40,
    );
    ctx.fillStyle = TEXT;
    const name = text.cardName(card.name, card.reversed);
    const room = slot.labelWidth + 40;
    // the whole name at the largest size that fits its room, never squeezed
    let size = 26;
    setFont(ctx, size, SANS);
    while (size > 16 && ctx.measureText(name).width > room) setFont(ctx, --size, SANS);
    ctx.fillText(name, labelX, top + slot.labelTop + 64, room);
  });

  ctx.textAlign = 'left';
  body.forEach((line, i) => {
    ctx.fillStyle = line.heading ? GOLD : TEXT;
    if (line.heading) setFont(ctx, 38, SERIF, 700);
    else setFont(ctx, 34, SANS);
    ctx.fillText(line.text, PAD, bodyTop + i * 52);
  });

  ctx.textAlign = 'center';
  ctx.fillStyle = GOLD;
  setFont(ctx, 30, SERIF);
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
