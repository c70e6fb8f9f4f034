import { useEffect, useRef, useState } from 'react';
import type { VipCard } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { ApiError, isOk } from '../../api/http';
import { LIMITS } from '../../api/limits';
import { useEndpointMutation } from '../../api/mutation';
import { applyDiscountedPrices, cachedPrices, dropDiscountedPrices } from '../../api/prices';
import { toast } from '../../components/Toast/toast';
import { i18next } from '../../i18n';
import { toastError } from '../../i18n/errors';
import { useAppStore } from '../../state/app';
import { preferredCurrency } from '../../state/currency';

/** Typing pauses this long before a silent check. */
export const DISCOUNT_DEBOUNCE_MS = 500;

/** Discount codes are compared upper-cased, at most 10 characters, without spaces. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase().slice(0, LIMITS.promoCodeMax);
}

/**
 * The VIP panel's discount code: typing checks it silently when the chosen
 * card takes codes, Verify checks it out loud. Success shows the code's prices instead of the
 * plain ones (their first card becomes the choice); failure goes back to the plain prices.
 */
export function useDiscountCode(selected: VipCard | undefined) {
  const code = useAppStore((s) => s.discountCode);
  const [verifying, setVerifying] = useState(false);
  const check = useEndpointMutation(endpoints.payments.validateDiscount, (value: string) =>
    economyApi.validateDiscount(value, preferredCurrency()),
  );
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      // leaving the panel: answers still on their way change nothing
      latest.current += 1;
      clearTimeout(timer.current);
    },
    [],
  );

  const validate = async (value: string, silent: boolean) => {
    const ticket = ++latest.current;
    if (!silent) setVerifying(true);
    const result = await check.run(value);
    if (!silent) setVerifying(false);
    if (ticket !== latest.current || (result instanceof ApiError && result.cancelled)) return;
    if (isOk(result)) {
      applyDiscountedPrices(result.data);
      if (!silent)
        toast.show({ icon: 'success', content: i18next.t('wallet:discount.verifySuccessful') });
      return;
    }
    dropDiscountedPrices();
    if (!silent) toastError(result);
  };

  const change = (raw: string) => {
    const value = normaliseCode(raw);
    useAppStore.getState().setDiscountCode(value);
    clearTimeout(timer.current);
    if (!value) {
      latest.current += 1;
      // the code was removed: back to the prices without it
      if (cachedPrices()?.discountCode) dropDiscountedPrices();
      return;
    }
    if (selected?.isDiscount === '1')
      timer.current = setTimeout(() => void validate(value, true), DISCOUNT_DEBOUNCE_MS);
  };

  const verify = () => {
    clearTimeout(timer.current);
    if (!code) {
      toast.show({ content: i18next.t('wallet:discount.required') });
      return;
    }
    void validate(code, false);
  };

  return { code, change, verify, verifying };
}
