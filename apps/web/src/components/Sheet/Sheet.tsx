import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';

/**
 * A bottom sheet with its title: closes on the mask, its close button or Escape; the title is
 * the dialog's name. `className` adds to the shared `sl-sheet` look.
 */
export function Sheet({
  visible,
  onClose,
  title,
  className,
  destroyOnClose = false,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  title: ReactNode;
  className?: string;
  destroyOnClose?: boolean;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose={destroyOnClose}
      bodyClassName={className ? `sl-sheet ${className}` : 'sl-sheet'}
    >
      <h2 className="sl-sheet-title">{title}</h2>
      {children}
    </Popup>
  );
}
