import { useQuery } from '@tanstack/react-query';
import type { RechargeInfo } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { preferredCurrency } from '../state/currency';
import { economyApi } from './economy';
import type { ApiResult } from './http';
import { fetchResult, keepAcrossPeople, queryClient, queryFn } from './query';

/**
 * The recharge price list (VIP cards, points packages) in the member's currency: two queries.
 *
 * - The plain prices, the same for everyone: kept when the person signs out or in.
 * - The prices a verified discount code brought (the validate write's answer), kept under
 *   their own key and emptied with the rest of the cache on signing out.
 *
 * A screen shows the discounted list while there is one, else the plain one, so a plain
 * reload that started before a code was verified cannot undo the discount. Each answer is
 * a new list (no structural sharing): a screen's choice goes back to the first product.
 */
export const PRICES_KEY = [endpoints.payments.rechargeInfo.path] as const;
export const DISCOUNTED_PRICES_KEY = [endpoints.payments.validateDiscount.path] as const;

const pricesQuery = {
  queryKey: PRICES_KEY,
  queryFn: queryFn(() => economyApi.rechargeInfo(preferredCurrency())),
  structuralSharing: false,
};

queryClient.setQueryDefaults(PRICES_KEY, {
  queryFn: pricesQuery.queryFn,
  structuralSharing: false,
});
queryClient.setQueryDefaults(DISCOUNTED_PRICES_KEY, { structuralSharing: false });
keepAcrossPeople(PRICES_KEY);

/** The prices shown now: a verified code's, else the plain ones (undefined until loaded). */
export function cachedPrices(): RechargeInfo | undefined {
  return (
    queryClient.getQueryData<RechargeInfo>(DISCOUNTED_PRICES_KEY) ??
    queryClient.getQueryData<RechargeInfo>(PRICES_KEY)
  );
}

/** Asks for the plain prices again; resolves to the call's result. */
export function loadPrices(): Promise<ApiResult<RechargeInfo>> {
  return fetchResult(pricesQuery);
}

/** A verified code's prices: shown instead of the plain ones. */
export function applyDiscountedPrices(prices: RechargeInfo): void {
  queryClient.setQueryData<RechargeInfo>(DISCOUNTED_PRICES_KEY, prices);
}

/** Back to the plain prices (the code was removed or failed, or its purchase went through). */
export function dropDiscountedPrices(): void {
  queryClient.removeQueries({ queryKey: DISCOUNTED_PRICES_KEY, exact: true });
  void loadPrices();
}

/** Another currency: both lists go, and the plain one loads again in it. */
export function resetPrices(): void {
  queryClient.removeQueries({ queryKey: DISCOUNTED_PRICES_KEY, exact: true });
  void queryClient.resetQueries({ queryKey: PRICES_KEY, exact: true });
}

/**
 * The prices for a component: a verified code's, else the plain ones, null before the first
 * answer. Mounting loads the plain ones when nothing has yet, unless `load` is false (a
 * closed popup reads what there is).
 */
export function usePrices(load = true): RechargeInfo | null {
  const plain = useQuery(
    { ...pricesQuery, enabled: load, staleTime: Infinity, retry: false },
    queryClient,
  );
  const discounted = useQuery(
    {
      queryKey: DISCOUNTED_PRICES_KEY,
      // only the validate write fills it; asked again, it keeps what it holds
      queryFn: () => queryClient.getQueryData<RechargeInfo>(DISCOUNTED_PRICES_KEY) ?? null,
      enabled: false,
      structuralSharing: false,
    },
    queryClient,
  );
  return discounted.data ?? plain.data ?? null;
}
