import type { FocusTrap, Options } from 'focus-trap';

/**
 * Every antd-mobile overlay (Popup and what is built on it: ActionSheet, Picker, DatePicker;
 * CenterPopup and Dialog, imperative ones included) is a modal dialog while it is shown:
 * named by its title, focus moves into it and stays there, Escape takes the way out it
 * already has (its close or cancel button, else a tap outside), and when it has gone focus
 * goes back to the control that opened it.
 */
export const DIALOG_ROOTS = '.adm-popup, .adm-center-popup';

/** Where a dialog's name comes from, in order of preference. */
const TITLES = [
  '.adm-dialog-title',
  '.adm-dialog-header',
  '.adm-picker-header-title',
  '.sl-sheet-title',
  'h1, h2, h3',
  '.adm-action-sheet-extra',
];

interface Shown {
  root: HTMLElement;
  /** the part that holds focus: the sheet or the centred box */
  box: HTMLElement;
  /** the element readers know as the dialog: the screen's own one inside the box, or the box */
  dialog: HTMLElement;
  trap: FocusTrap | null;
  /** the page's other parts this dialog hid from readers and took out of reach */
  hidden: HTMLElement[];
  gone: boolean;
}

const shown = new Map<HTMLElement, Shown>();
/** The element focused when each dialog opened; kept after it closes, for dialogs opened from it. */
const openers = new WeakMap<HTMLElement, HTMLElement>();
const trapStack: FocusTrap[] = [];
let names = 0;
let tabbableOptions: Options['tabbableOptions'];

export function configureDialogs(options: Options['tabbableOptions']): void {
  tabbableOptions = options;
}

const isShown = (root: HTMLElement) => root.isConnected && root.style.display !== 'none';

/** The part of an overlay that is the dialog: the sheet, or the centred box's wrapper. */
function boxOf(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>(
    ':scope > .adm-popup-body, :scope > .adm-center-popup-wrap',
  );
}

const DIALOG_ROLE = '[role="dialog"], [role="alertdialog"]';

/** Makes the box (or the dialog a screen drew inside it) a named modal dialog; returns it. */
function describe(root: HTMLElement, box: HTMLElement): HTMLElement {
  const dialog = box.matches(DIALOG_ROLE)
    ? box
    : (box.querySelector<HTMLElement>(DIALOG_ROLE) ?? box);
  if (!dialog.matches(DIALOG_ROLE)) dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  box.setAttribute('data-sl-dialog', '');
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  if (dialog.hasAttribute('aria-label') || dialog.hasAttribute('aria-labelledby')) return dialog;
  const label = root.getAttribute('aria-label');
  if (label) {
    dialog.setAttribute('aria-label', label);
    return dialog;
  }
  for (const selector of TITLES) {
    const title = box.querySelector<HTMLElement>(selector);
    if (!title?.textContent?.trim()) continue;
    title.id ||= `sl-dialog-title-${++names}`;
    dialog.setAttribute('aria-labelledby', title.id);
    break;
  }
  return dialog;
}

/** Toasts keep speaking while a dialog is open: the toast host (a live region) is kept. */
const KEEP = '[aria-live]';

/**
 * Hides the page's other parts (the screen, dialogs beneath) from readers and the pointer
 * while `root` is open, as a modal dialog does: the siblings of the dialog and of each of its
 * ancestors up to the body (a dialog may be drawn inside the screen, not only at the body's
 * end). Returns what it hid, to show again.
 */
function hideOthers(root: HTMLElement): HTMLElement[] {
  const hidden: HTMLElement[] = [];
  for (let node: HTMLElement = root; node.parentElement; node = node.parentElement) {
    for (const el of Array.from(node.parentElement.children)) {
      if (el === node || !(el instanceof HTMLElement) || el.matches('script, style')) continue;
      // the toast host keeps speaking; a screen is hidden with the live regions inside it
      if (el.matches(KEEP) || el.querySelector(':scope > .adm-toast-mask')) continue;
      if (el.hasAttribute('inert')) continue;
      el.setAttribute('inert', '');
      el.setAttribute('aria-hidden', 'true');
      hidden.push(el);
    }
    if (node.parentElement === document.body) break;
  }
  return hidden;
}

function showOthers(hidden: HTMLElement[]): void {
  for (const el of hidden) {
    el.removeAttribute('inert');
    el.removeAttribute('aria-hidden');
  }
}

/**
 * The control Escape presses: a close or cancel button; a dialog's only action (an alert's OK)
 * or the first of a pair (cancel, as in antd-mobile's confirm and this app's dialogs); else the
 * mask, which does what a tap outside does.
 */
function escapeTarget(root: HTMLElement, box: HTMLElement): HTMLElement | null {
  const direct = box.querySelector<HTMLElement>(
    [
      '.adm-popup-close-icon',
      '.adm-center-popup-close',
      '.adm-picker-header-button:first-child',
      '.adm-action-sheet-cancel .adm-action-sheet-button-item',
    ].join(', '),
  );
  if (direct) return direct;
  const rows = box.querySelectorAll('.adm-dialog-action-row');
  const action = rows[rows.length - 1]?.querySelector<HTMLElement>('.adm-dialog-button');
  if (action) return action;
  return root.querySelector<HTMLElement>(':scope > .adm-mask .adm-mask-aria-button');
}

/** The opener to return to: past any dialog that closed in between, to one still on screen. */
function returnTarget(root: HTMLElement): HTMLElement | null {
  let target = openers.get(root) ?? null;
  for (let hops = 0; target && hops < 10; hops++) {
    const holder = target.closest<HTMLElement>(DIALOG_ROOTS);
    if (!holder || isShown(holder)) break;
    target = openers.get(holder) ?? null;
  }
  return target?.isConnected ? target : null;
}

async function trapFocus(entry: Shown): Promise<void> {
  const { createFocusTrap } = await import('focus-trap');
  if (entry.gone) return;
  const { root, box, dialog } = entry;
  entry.trap = createFocusTrap(box, {
    trapStack,
    tabbableOptions,
    // the dialog itself takes focus (a field focused on opening would raise a phone's keyboard)
    // unless something inside already has it
    initialFocus: () =>
      box.contains(document.activeElement) ? (document.activeElement as HTMLElement) : dialog,
    fallbackFocus: dialog,
    preventScroll: true,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
    escapeDeactivates: () => {
      escapeTarget(root, box)?.click();
      // the trap ends when the dialog is no longer shown
      return false;
    },
  });
  entry.trap.activate();
}

function open(root: HTMLElement): void {
  const box = boxOf(root);
  if (!box) return;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !root.contains(active)) {
    openers.set(root, active);
  }
  const dialog = describe(root, box);
  const entry: Shown = { root, box, dialog, trap: null, hidden: hideOthers(root), gone: false };
  shown.set(root, entry);
  void trapFocus(entry);
}

function close(entry: Shown): void {
  entry.gone = true;
  shown.delete(entry.root);
  entry.trap?.deactivate({ returnFocus: false });
  showOthers(entry.hidden);
  const active = document.activeElement;
  const lost = !active || active === document.body || entry.root.contains(active);
  if (!lost) return;
  returnTarget(entry.root)?.focus();
}

/** Starts and ends the dialogs whose overlays appeared, were shown, hidden or removed. */
export function syncDialogs(): void {
  for (const entry of [...shown.values()]) if (!isShown(entry.root)) close(entry);
  document.querySelectorAll<HTMLElement>(DIALOG_ROOTS).forEach((root) => {
    if (!shown.has(root) && isShown(root)) open(root);
  });
}
