import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

/**
 * The locked part of a paid report: what unlocking brings, the unlock button (its label
 * carries the price), and whatever a report adds below (a sample, the balance).
 */
export function LockedCard({
  className,
  title,
  body,
  unlockLabel,
  unlocking,
  onUnlock,
  children,
}: {
  /** the report's own class beside sl-card */
  className: string;
  title: string;
  body: string;
  unlockLabel: string;
  unlocking: boolean;
  onUnlock(): void;
  children?: ReactNode;
}) {
  return (
    <div className={`sl-card ${className}`}>
      <h3>{title}</h3>
      <p>{body}</p>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={unlocking}
        onClick={onUnlock}
      >
        {unlockLabel}
      </Button>
      {children}
    </div>
  );
}
