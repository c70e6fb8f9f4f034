import type { AspectKind } from './symbols';
import { ASPECT_COLORS } from './symbols';

/**
 * An aspect's symbol (☌ ⚹ □ △ ☍) drawn as lines: fonts on phones often lack ⚹, and drawn it
 * stays crisp at any size. `size` in pixels; the colour follows the aspect's nature.
 */
export function AspectGlyph({ kind, size = 14 }: { kind: AspectKind; size?: number }) {
  return (
    <svg
      className="sl-aspect-glyph"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
      fill="none"
      stroke={ASPECT_COLORS[kind]}
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {kind === 'conjunction' ? (
        <>
          <circle cx="6.5" cy="9.5" r="3.6" />
          <path d="M9.2 6.8L13.5 2.5" />
        </>
      ) : null}
      {kind === 'sextile' ? <path d="M8 2v12M2.8 5l10.4 6M2.8 11l10.4-6" /> : null}
      {kind === 'square' ? <rect x="3" y="3" width="10" height="10" /> : null}
      {kind === 'trine' ? <path d="M8 2.5l6 10.5H2z" /> : null}
      {kind === 'opposition' ? (
        <>
          <circle cx="4.2" cy="11.8" r="2.4" />
          <circle cx="11.8" cy="4.2" r="2.4" />
          <path d="M5.9 10.1l4.2-4.2" />
        </>
      ) : null}
    </svg>
  );
}
