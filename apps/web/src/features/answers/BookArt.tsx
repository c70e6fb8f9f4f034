import type { ReactNode } from 'react';
import './book.css';

/** The closed answers book: an indigo cover with a gold frame, a crescent and the title. */
export function ClosedBook({ title }: { title: string }) {
  return (
    <svg className="sl-book-closed" viewBox="0 0 160 200" aria-hidden="true">
      <defs>
        <linearGradient id="sl-book-cover" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3a2f7d" />
          <stop offset="0.55" stopColor="#251d58" />
          <stop offset="1" stopColor="#151032" />
        </linearGradient>
        <linearGradient id="sl-book-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbe7a8" />
          <stop offset="0.5" stopColor="#f1d58a" />
          <stop offset="1" stopColor="#c99a46" />
        </linearGradient>
      </defs>
      {/* page block, seen along the right and bottom edges */}
      <rect x="22" y="14" width="126" height="180" rx="6" fill="#e9dcb8" />
      <path d="M140 22v164M144 26v160M30 188h110M30 191h112" stroke="#c8b88c" strokeWidth="0.8" />
      {/* cover and spine */}
      <rect x="12" y="6" width="130" height="182" rx="8" fill="url(#sl-book-cover)" />
      <rect x="12" y="6" width="16" height="182" rx="6" fill="#120e2c" opacity="0.7" />
      <path d="M28 10v174" stroke="url(#sl-book-gold)" strokeWidth="1.2" opacity="0.8" />
      <path d="M16 30h8M16 164h8" stroke="url(#sl-book-gold)" strokeWidth="1.5" />
      {/* frame */}
      <rect
        x="38"
        y="20"
        width="92"
        height="154"
        rx="5"
        fill="none"
        stroke="url(#sl-book-gold)"
        strokeWidth="1.6"
      />
      <rect
        x="43"
        y="25"
        width="82"
        height="144"
        rx="3"
        fill="none"
        stroke="url(#sl-book-gold)"
        strokeWidth="0.7"
        opacity="0.7"
      />
      {/* crescent and stars */}
      <path
        d="M96 66a22 22 0 1 1-26-22 17 17 0 1 0 26 22z"
        fill="url(#sl-book-gold)"
        opacity="0.95"
      />
      <path
        d="M98 40l1.6 4 4 1.6-4 1.6-1.6 4-1.6-4-4-1.6 4-1.6z"
        fill="#fbe7a8"
        className="sl-book-twinkle"
      />
      <circle cx="62" cy="104" r="1.4" fill="#fbe7a8" />
      <circle cx="106" cy="96" r="1.1" fill="#fbe7a8" />
      <path d="M60 122h48" stroke="url(#sl-book-gold)" strokeWidth="0.8" />
      <text x="84" y="142" textAnchor="middle" fill="url(#sl-book-gold)" className="sl-book-title">
        {title}
      </text>
      <path d="M60 152h48" stroke="url(#sl-book-gold)" strokeWidth="0.8" />
    </svg>
  );
}

/** A small crescent between two stars, drawn on the pages and the cover. */
function Ornament({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 48 24" aria-hidden="true">
      <path d="M27.5 16.5a7 7 0 1 1-6.5-10 5.4 5.4 0 1 0 6.5 10z" fill="currentColor" />
      <path
        d="M7 12l1 2.2 2.2 1-2.2 1L7 18.4 6 16.2l-2.2-1 2.2-1zM41 6l1 2.2 2.2 1-2.2 1L41 12.4 40 10.2l-2.2-1 2.2-1z"
        fill="currentColor"
        opacity="0.7"
      />
    </svg>
  );
}

/**
 * The book lying open: two pages, the cover and two leaves turning over on arrival (no
 * turning where the user asked for reduced motion; see book.css).
 */
export function OpenBook({ left, right }: { left: ReactNode; right: ReactNode }) {
  return (
    <div className="sl-book-open">
      <div className="sl-book-spread">
        <div className="sl-book-page sl-book-page-left">
          <Ornament className="sl-book-ornament" />
          {left}
        </div>
        <div className="sl-book-page sl-book-page-right">
          <Ornament className="sl-book-ornament" />
          {right}
        </div>
      </div>
      <div className="sl-book-leaf sl-book-leaf-2" aria-hidden="true" />
      <div className="sl-book-leaf sl-book-leaf-1" aria-hidden="true" />
      <div className="sl-book-cover" aria-hidden="true">
        <div className="sl-book-cover-front">
          <Ornament className="sl-book-cover-mark" />
        </div>
        <div className="sl-book-cover-back" />
      </div>
    </div>
  );
}
