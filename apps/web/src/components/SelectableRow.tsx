import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import './selection.css';

/**
 * One row of a select-to-delete list (`ul.sl-select-list`): a button that opens the item, or,
 * while selecting, a checkbox with a round box. The content and the labels are the caller's.
 */
export function SelectableRow({
  managing,
  selected,
  onToggle,
  onOpen,
  selectLabel,
  openLabel,
  className,
  arrow = true,
  children,
}: {
  managing: boolean;
  selected: boolean;
  onToggle(): void;
  onOpen(): void;
  /** the checkbox's accessible name */
  selectLabel: string;
  /** the open button's accessible name; by default its content */
  openLabel?: string;
  /** the row's own class, for its feature's styles */
  className?: string;
  arrow?: boolean;
  children: ReactNode;
}) {
  const classes = ['sl-card', 'sl-select-row'];
  if (className) classes.push(className);
  if (selected) classes.push('is-selected');
  return (
    <li className={classes.join(' ')}>
      {managing ? (
        <label className="sl-select-item">
          <input
            type="checkbox"
            className="sl-select-check"
            checked={selected}
            onChange={onToggle}
            aria-label={selectLabel}
          />
          <span className="sl-select-box" aria-hidden="true" />
          {children}
        </label>
      ) : (
        <button type="button" className="sl-select-item" aria-label={openLabel} onClick={onOpen}>
          {children}
          {arrow ? <RightOutline className="sl-select-arrow" aria-hidden="true" /> : null}
        </button>
      )}
    </li>
  );
}
