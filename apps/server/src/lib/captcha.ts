import svgCaptcha from 'svg-captcha';
import { alphabetCode } from './crypto';

/**
 * Upper-case letters and digits that cannot be mistaken for one another (no 0/O/Q, 1/I/L,
 * 2/Z, 5/S, 8/B); the check ignores case, so what the user types in lower case counts.
 */
const ALPHABET = 'ACDEFGHJKMNPRTUVWXY34679';

const GOLDS = ['#f5c542', '#e6b422', '#ffd87a', '#d4a017'];
const INDIGO = '#1e1b4b';

type Render = (
  text: string,
  options: { width: number; height: number; noise: number; fontSize: number },
) => string;
// svg-captcha's default export renders a given text; its typings only declare `create`
const render = svgCaptcha as unknown as Render;

const pick = (items: string[], i: number): string => items[i % items.length]!;

/**
 * An image captcha: 4–5 characters from the CSPRNG, drawn by svg-captcha with noise
 * lines, recoloured gold on indigo.
 */
export function makeCaptcha(length = 4 + (alphabetCode(1, '01') === '1' ? 1 : 0)): {
  text: string;
  svg: string;
} {
  const text = alphabetCode(length, ALPHABET);
  const raw = render(text, { width: 150, height: 50, noise: 4, fontSize: 52 });
  let i = 0;
  const svg = raw
    .replace(/<path fill="[^"]*"/g, () => `<path fill="${pick(GOLDS, i++)}"`)
    .replace(/stroke="[^"]*"/g, () => `stroke="${pick(GOLDS, i++)}" stroke-opacity="0.7"`)
    .replace(/^(<svg[^>]*>)/, `$1<rect width="100%" height="100%" rx="6" fill="${INDIGO}"/>`);
  return { text, svg };
}
