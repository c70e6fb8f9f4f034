import { create } from 'zustand';
import type { DeductionInfo, DeductionType, RechargeInfo, Reward } from '@starlit/contracts';

/**
 * The economy's shared client state: recharge info, and which of the
 * shell's economy overlays is open (recharge popup, VIP popup, redemption dialog, deduction
 * dialog, invite-success dialog, all-rights panel). Any screen or feature opens them through
 * these actions; the shell renders them (features/wallet). The calls that fill it
 * (loadRecharge, requestDeduction) are in ./walletActions, so the shell's first chunk carries
 * the store alone. The points account is a query (api/pointsAccount.ts).
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
  recharge: RechargeInfo | null;
  overlay: WalletOverlay;
  deduction: DeductionRequest | null;
  /** the welcome reward of a sign-up through an invite: opens the invite-success dialog */
  registerReward: Reward | null;
  /** when the last checkout opened (ms): the shell watches for its payment result */
  checkoutAt: number | null;
  setRecharge(recharge: RechargeInfo | null): void;
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
  recharge: null,
  overlay: null,
  deduction: null,
  registerReward: null,
  checkoutAt: null,
  setRecharge: (recharge) => set({ recharge }),
  open: (overlay) => set({ overlay }),
  close: () => set({ overlay: null }),
  requestDeduction: (deduction) => set({ deduction }),
  clearDeduction: () => set({ deduction: null }),
  setRegisterReward: (registerReward) => set({ registerReward }),
  watchPayment: () => set({ checkoutAt: Date.now() }),
  reset: () =>
    set((s) => ({
      // the products stay; prices from this user's discount code do not
      recharge: s.recharge?.discountCode ? null : s.recharge,
      overlay: null,
      deduction: null,
      registerReward: null,
      checkoutAt: null,
    })),
}));
