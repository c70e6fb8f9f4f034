/** Card faces and backs are drawn on a 100 × 170 board. */
export const CARD_W = 100;
export const CARD_H = 170;
export const CARD_RATIO = CARD_H / CARD_W;
