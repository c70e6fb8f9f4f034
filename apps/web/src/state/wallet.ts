import { create } from 'zustand';
import type { DeductionInfo, DeductionType, Reward } from '@starlit/contracts';

/**
 * The economy's client state: which of the shell's economy overlays is open (recharge
 * popup, VIP popup, redemption dialog, deduction dialog, invite-success dialog, all-rights
 * panel). Any screen or feature opens them through these actions; the shell renders them
 * (features/wallet). The deduction request's call is in ./walletActions, so the shell's first
 * chunk carries the store alone. The points account and the price list are queries
 * (api/pointsAccount.ts, api/prices.ts).
 */

/** A pending points deduction: the dialog asks, then runs `onConfirm`. */
export interface DeductionRequest {
  type: DeductionType;
  /** runs after the user confirms (the feature's own charged call) */
  onConfirm(): Promise<void> | void;
  /** what the deduction would do, when the caller already asked (else the dialog asks) */
  info?: DeductionInfo;
}

export type WalletOverlay = 'recharge' | 'vip' | 'redeem' | 'rights' | null;

export interface WalletState {
  overlay: WalletOverlay;
  deduction: DeductionRequest | null;
  /** the welcome reward of a sign-up through an invite: opens the invite-success dialog */
  registerReward: Reward | null;
  /** when the last checkout opened (ms): the shell watches for its payment result */
  checkoutAt: number | null;
  open(overlay: Exclude<WalletOverlay, null>): void;
  close(): void;
  requestDeduction(request: DeductionRequest): void;
  clearDeduction(): void;
  setRegisterReward(reward: Reward | null): void;
  /** a checkout tab was opened: start polling for its result */
  watchPayment(): void;
  /** sign-out: forget everything about the user */
  reset(): void;
}

export const useWalletStore = create<WalletState>()((set) => ({
  overlay: null,
  deduction: null,
  registerReward: null,
  checkoutAt: null,
  open: (overlay) => set({ overlay }),
  close: () => set({ overlay: null }),
  requestDeduction: (deduction) => set({ deduction }),
  clearDeduction: () => set({ deduction: null }),
  setRegisterReward: (registerReward) => set({ registerReward }),
  watchPayment: () => set({ checkoutAt: Date.now() }),
  reset: () => set({ overlay: null, deduction: null, registerReward: null, checkoutAt: null }),
}));
