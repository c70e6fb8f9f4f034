import { useState } from 'react';

/**
 * The chosen product of a list: the first by default, and the first again whenever the list's
 * source (the recharge info) is replaced; a tap chooses another.
 */
export function useSelection<T extends { productId: string }>(
  items: readonly T[],
  source: unknown,
): [T | undefined, (productId: string) => void] {
  const [picked, setPicked] = useState<{ source: unknown; id: string } | null>(null);
  const id = picked && picked.source === source ? picked.id : items[0]?.productId;
  const selected = items.find((item) => item.productId === id) ?? items[0];
  return [selected, (productId) => setPicked({ source, id: productId })];
}
