import { signGlyph } from './model';
import './sign.css';

/** A sign's symbol in a round badge (the sign's name is said next to it). */
export function SignMark({ sign, size = 'm' }: { sign: number | null; size?: 's' | 'm' | 'l' }) {
  return (
    <span className={`sl-pair-sign is-${size}`} aria-hidden="true">
      {sign === null ? '?' : signGlyph(sign)}
    </span>
  );
}
