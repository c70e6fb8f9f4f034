import type { ReactElement } from 'react';

/** Line glyphs of the night-sky set (24×24, stroke = currentColor), named for the app catalogue. */
const PATHS: Record<string, ReactElement> = {
  tarot: (
    <>
      <rect x="4" y="5" width="10" height="15" rx="1.6" transform="rotate(-10 9 12.5)" />
      <rect x="10" y="4" width="10" height="15" rx="1.6" />
      <path d="M15 8.2l.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z" />
    </>
  ),
  book: (
    <>
      <path d="M3 5.5c3-1.2 6-1.2 9 .8 3-2 6-2 9-.8v13c-3-1.2-6-1.2-9 .8-3-2-6-2-9-.8z" />
      <path d="M12 6.3v13.5" />
    </>
  ),
  dice: (
    <>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
      <circle cx="12" cy="7.4" r=".9" />
      <circle cx="8" cy="13.5" r=".9" />
      <circle cx="16" cy="13.5" r=".9" />
    </>
  ),
  chart: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.9 2.9M15.5 15.5l2.9 2.9M18.4 5.6l-2.9 2.9M8.5 15.5l-2.9 2.9" />
    </>
  ),
  pair: (
    <>
      <circle cx="9" cy="12" r="5.5" />
      <circle cx="15" cy="12" r="5.5" />
    </>
  ),
  pairing: (
    <>
      <path d="M6 3c.35 2.3 1.2 3.15 3.5 3.5-2.3.35-3.15 1.2-3.5 3.5-.35-2.3-1.2-3.15-3.5-3.5 2.3-.35 3.15-1.2 3.5-3.5z" />
      <path d="M18 3c.35 2.3 1.2 3.15 3.5 3.5-2.3.35-3.15 1.2-3.5 3.5-.35-2.3-1.2-3.15-3.5-3.5 2.3-.35 3.15-1.2 3.5-3.5z" />
      <path d="M12 20.5s-5-3-5-6.6a2.8 2.8 0 0 1 5-1.8 2.8 2.8 0 0 1 5 1.8c0 3.6-5 6.6-5 6.6z" />
    </>
  ),
  moon: <path d="M19 14.5A8 8 0 0 1 9.5 5a8 8 0 1 0 9.5 9.5z" />,
  mind: (
    <>
      <path d="M8 20v-3.2A7 7 0 1 1 19 11l1.6 3.2-1.9.8V17a2 2 0 0 1-2 2H15v1" />
      <path d="M12.5 7.2l.7 1.5 1.6.2-1.2 1.1.3 1.6-1.4-.8-1.4.8.3-1.6-1.2-1.1 1.6-.2z" />
    </>
  ),
  star: (
    <path d="M12 3c.7 4.6 2.4 6.3 7 7-4.6.7-6.3 2.4-7 7-.7-4.6-2.4-6.3-7-7 4.6-.7 6.3-2.4 7-7z" />
  ),
  crystal: (
    <>
      <circle cx="12" cy="10.5" r="6.5" />
      <path d="M7 19.5h10M8.5 16.6L7 19.5M15.5 16.6l1.5 2.9" />
      <path d="M10 8.2a3 3 0 0 1 3-1.8" />
    </>
  ),
  sage: (
    <>
      <path d="M12 3l2 4.5L19 8l-3.6 3.2L16.4 16 12 13.6 7.6 16l1-4.8L5 8l5-.5z" />
      <path d="M5 20h14" />
    </>
  ),
  heart: (
    <>
      <path d="M12 20s-7.5-4.5-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.5-7.5 10-7.5 10z" />
      <path d="M17.5 3.5l.5 1.2 1.2.5-1.2.5-.5 1.2-.5-1.2-1.2-.5 1.2-.5z" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3.2" />
      <path d="M12 2.8v2.6M12 18.6v2.6M2.8 12h2.6M18.6 12h2.6M5.5 5.5l1.8 1.8M16.7 16.7l1.8 1.8M18.5 5.5l-1.8 1.8M7.3 16.7l-1.8 1.8" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
    </>
  ),
  letter: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  coin: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="5.6" />
      <path d="M12 9.3l.8 1.7 1.9.2-1.4 1.3.4 1.9-1.7-1-1.7 1 .4-1.9-1.4-1.3 1.9-.2z" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5.5 12v8h13v-8M12 8v12" />
      <path d="M12 8C10.6 5 7.5 4.2 7.5 6.2S10.3 8 12 8zM12 8c1.4-3 4.5-3.8 4.5-1.8S13.7 8 12 8z" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <path d="M16.75 13.5v6.5M13.5 16.75H20" />
    </>
  ),
};

export type GlyphName = keyof typeof PATHS;

export function Glyph({
  name,
  size = '0.64rem',
  className,
}: {
  name: string;
  size?: string;
  className?: string;
}) {
  const body = PATHS[name] ?? PATHS.star;
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      style={{ width: size, height: size }}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {body}
    </svg>
  );
}
