/**
 * antd-mobile draws several controls as elements the keyboard cannot reach: list rows and
 * sheet actions are anchors without an address, tab bar items, switches and selector chips are
 * plain divs, and the picker wheels answer only to dragging. Each gets a tab stop and a role
 * here, Enter (and Space, except on links) presses it, and a wheel turns with the arrow keys.
 */

/** Clickable antd-mobile pieces and the role each takes when it has none (or a wrong one). */
const CONTROLS: readonly (readonly [selector: string, role: string])[] = [
  // a sheet action is a button, whatever antd-mobile calls it
  ['.adm-action-sheet-button-item', 'button'],
  ['a.adm-plain-anchor:not([href])', 'button'],
  ['.adm-tab-bar-item', 'link'],
  ['.adm-switch', 'switch'],
  ['.adm-selector-item', 'option'],
];
/** antd-mobile's own stand-ins for readers that stay out of the tab order. */
const SKIP = '.adm-mask-aria-button, .adm-picker-view-column-accessible *';
const OTHER_BUTTONS = '[class*="adm-"][role="button"]:not([tabindex]):not(button)';
const WHEEL = '.adm-picker-view-column';
const PRESSABLE = 'data-sl-press';

const DISABLED = /-disabled(\s|$)/;

function fixControl(el: HTMLElement, role: string): void {
  if (el.hasAttribute(PRESSABLE) || el.closest(SKIP)) return;
  el.setAttribute(PRESSABLE, '');
  const current = el.getAttribute('role');
  if (!current || current === 'option' || current === role) el.setAttribute('role', role);
  if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
  // an icon inside a named control is decoration: the control's name says it all
  if (el.textContent?.trim() || el.hasAttribute('aria-label')) {
    el.querySelectorAll('svg:not([aria-hidden])').forEach((svg) => {
      svg.setAttribute('aria-hidden', 'true');
    });
  }
  if (DISABLED.test(el.className) && !el.hasAttribute('aria-disabled')) {
    el.setAttribute('aria-disabled', 'true');
  }
}

/** A picker column becomes a spin button: its value is the chosen item's label. */
function fixWheel(column: HTMLElement): void {
  if (!column.hasAttribute('tabindex')) column.tabIndex = 0;
  column.setAttribute('role', 'spinbutton');
  const title = column
    .closest('.adm-picker')
    ?.querySelector<HTMLElement>('.adm-picker-header-title');
  if (title?.textContent?.trim() && !column.hasAttribute('aria-labelledby')) {
    title.id ||= `sl-picker-title-${++titles}`;
    column.setAttribute('aria-labelledby', title.id);
  }
  syncWheel(column);
}
let titles = 0;

export function syncWheel(column: HTMLElement): void {
  const items = Array.from(column.querySelectorAll('.adm-picker-view-column-item'));
  const index = items.findIndex((item) =>
    item.classList.contains('adm-picker-view-column-item-active'),
  );
  if (index < 0) return;
  column.setAttribute('aria-valuemin', '1');
  column.setAttribute('aria-valuemax', String(items.length));
  column.setAttribute('aria-valuenow', String(index + 1));
  column.setAttribute('aria-valuetext', items[index]?.textContent?.trim() ?? '');
}

/** Makes every antd-mobile control in (and including) `root` reachable by keyboard. */
export function fixControls(root: Element): void {
  for (const [selector, role] of CONTROLS) {
    if (root.matches(selector)) fixControl(root as HTMLElement, role);
    root.querySelectorAll<HTMLElement>(selector).forEach((el) => fixControl(el, role));
  }
  root.querySelectorAll<HTMLElement>(OTHER_BUTTONS).forEach((el) => fixControl(el, 'button'));
  // the cancel row of a sheet is a wrapper, not a second "option" around its button
  root.querySelectorAll('.adm-action-sheet-cancel[role]').forEach((el) => {
    el.removeAttribute('role');
    el.removeAttribute('aria-label');
  });
  if (root.matches(WHEEL)) fixWheel(root as HTMLElement);
  root.querySelectorAll<HTMLElement>(WHEEL).forEach(fixWheel);
}

/** A wheel's column when `el` is inside one (its items move as it turns). */
export function wheelOf(el: Element): HTMLElement | null {
  return el.closest<HTMLElement>(WHEEL);
}

function turnWheel(column: HTMLElement, step: 1 | -1): void {
  const [previous, next] = column.querySelectorAll<HTMLElement>(
    '.adm-picker-view-column-accessible-button',
  );
  (step < 0 ? previous : next)?.click();
  // the chosen item changes once React has rendered the new value
  setTimeout(() => syncWheel(column), 0);
}

/** Enter and Space press the controls fixed above; arrow keys turn a focused wheel. */
export function onControlKey(event: KeyboardEvent): void {
  const el = event.target;
  if (!(el instanceof HTMLElement) || event.defaultPrevented) return;
  if (el.matches(WHEEL) && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
    event.preventDefault();
    turnWheel(el, event.key === 'ArrowUp' ? -1 : 1);
    return;
  }
  if (!el.hasAttribute(PRESSABLE)) return;
  const space = event.key === ' ' && el.getAttribute('role') !== 'link';
  if (event.key !== 'Enter' && !space) return;
  event.preventDefault();
  if (!event.repeat && el.getAttribute('aria-disabled') !== 'true') el.click();
}
