import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { Sheet } from '../../components/Sheet/Sheet';

/** The wallet's bottom sheets (recharge, VIP, rights): a title, a hint line, the content. */
export function WalletSheet({
  visible,
  onClose,
  title,
  hint,
  destroyOnClose = false,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  title: string;
  hint: ReactNode;
  destroyOnClose?: boolean;
  children: ReactNode;
}) {
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      title={title}
      className="sl-wallet-sheet"
      destroyOnClose={destroyOnClose}
    >
      <p className="sl-sheet-hint">{hint}</p>
      {children}
    </Sheet>
  );
}

/** The sheet's one big pay button. */
export function PayButton({
  disabled,
  loading,
  onPay,
  children,
}: {
  disabled: boolean;
  loading: boolean;
  onPay: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      size="large"
      className="sl-wallet-pay"
      disabled={disabled}
      loading={loading}
      onClick={onPay}
    >
      {children}
    </Button>
  );
}
