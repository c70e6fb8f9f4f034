import type { Options } from 'focus-trap';
import { fixControls, onControlKey, syncWheel, wheelOf } from './focus-controls';
import { DIALOG_ROOTS, configureDialogs, syncDialogs } from './focus-dialogs';

/**
 * Keyboard access for what antd-mobile draws, in one place: its controls get tab stops and
 * keys (focus-controls.ts) and its overlays behave as modal dialogs (focus-dialogs.ts). One
 * observer of the page finds them as they appear, open and close.
 */
export interface KeyboardAccess {
  stop(): void;
}

export function installKeyboardAccess(
  options: { tabbableOptions?: Options['tabbableOptions'] } = {},
): KeyboardAccess {
  configureDialogs(options.tabbableOptions);
  const body = document.body;
  fixControls(body);
  syncDialogs();

  const observer = new MutationObserver((records) => {
    let dialogs = false;
    for (const record of records) {
      if (record.type === 'childList') {
        record.addedNodes.forEach((node) => {
          if (node instanceof Element) fixControls(node);
        });
        dialogs = true;
        continue;
      }
      const target = record.target;
      if (!(target instanceof HTMLElement)) continue;
      if (target.matches(DIALOG_ROOTS)) dialogs = true;
      // a wheel's items move by a style change; its value follows
      const wheel = target.matches('.adm-picker-view-column-wheel') ? wheelOf(target) : null;
      if (wheel) syncWheel(wheel);
    }
    if (dialogs) syncDialogs();
  });
  observer.observe(body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  document.addEventListener('keydown', onControlKey);
  return {
    stop() {
      observer.disconnect();
      document.removeEventListener('keydown', onControlKey);
    },
  };
}
