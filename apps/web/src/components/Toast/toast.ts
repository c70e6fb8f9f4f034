import './toast.css';

/**
 * Short messages over the screen (2000 ms by default). Plain DOM, no
 * React and no animation library, so every screen can use it without weight; it is an
 * aria-live region, so screen readers announce each message.
 */
export interface ToastOptions {
  content: string;
  icon?: 'success' | 'fail';
  /** milliseconds; 0 keeps it until the next message or clear() */
  duration?: number;
}

export const TOAST_DURATION_MS = 2000;

const ICONS: Record<NonNullable<ToastOptions['icon']>, string> = {
  success: '<path d="M5 12.5l4.2 4.2L19 7"/>',
  fail: '<path d="M7 7l10 10M17 7L7 17"/>',
};

let host: HTMLDivElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function ensureHost(): HTMLDivElement {
  if (host && host.isConnected) return host;
  host = document.createElement('div');
  host.className = 'sl-toast-host';
  host.setAttribute('role', 'status');
  host.setAttribute('aria-live', 'polite');
  document.body.appendChild(host);
  return host;
}

function show(options: ToastOptions | string): void {
  const {
    content,
    icon,
    duration = TOAST_DURATION_MS,
  } = typeof options === 'string' ? { content: options } : options;
  const root = ensureHost();
  const box = document.createElement('div');
  box.className = icon ? `sl-toast sl-toast-${icon}` : 'sl-toast';
  if (icon) {
    const glyph = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    glyph.setAttribute('viewBox', '0 0 24 24');
    glyph.setAttribute('aria-hidden', 'true');
    glyph.setAttribute('class', 'sl-toast-icon');
    glyph.innerHTML = ICONS[icon];
    box.appendChild(glyph);
  }
  const text = document.createElement('span');
  text.textContent = content;
  box.appendChild(text);
  root.replaceChildren(box);
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = duration > 0 ? setTimeout(clear, duration) : undefined;
}

function clear(): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
  host?.replaceChildren();
}

export const toast = { show, clear };
