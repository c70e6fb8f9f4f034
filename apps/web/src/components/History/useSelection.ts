import { useState } from 'react';
import type { ItemId } from '../../api/list';

/** Select mode of a list: whether it is on and which items are ticked. */
export interface Selection<K extends ItemId> {
  managing: boolean;
  selected: readonly K[];
  /** turns select mode on, nothing ticked */
  start(): void;
  /** turns select mode off and unticks everything */
  stop(): void;
  /** ticks an item, or unticks a ticked one */
  toggle(id: K): void;
  isSelected(id: K): boolean;
}

export function useSelection<K extends ItemId>(): Selection<K> {
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<readonly K[]>([]);
  return {
    managing,
    selected,
    start: () => {
      setSelected([]);
      setManaging(true);
    },
    stop: () => {
      setManaging(false);
      setSelected([]);
    },
    toggle: (id) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id])),
    isSelected: (id) => selected.includes(id),
  };
}
