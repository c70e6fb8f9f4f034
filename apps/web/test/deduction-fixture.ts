import type { DeductionInfo } from '@starlit/contracts';

/**
 * What the server says a deduction would do: `type` for `cost` points out of 120, enough, and
 * asked about first; `overrides` change any of it.
 */
export function deductionInfo(
  type: DeductionInfo['type'],
  cost: number,
  overrides: Partial<DeductionInfo> = {},
): DeductionInfo {
  return {
    type,
    cost,
    days: null,
    mode: 'points',
    balance: 120,
    sufficient: true,
    prompt: true,
    ...overrides,
  };
}
