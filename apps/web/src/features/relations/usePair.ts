import type { Profile } from '@starlit/contracts';
import { useProfiles } from '../../api/profileList';
import { useCurrentProfile } from '../../api/currentProfile';
import { useRelationsPairStore } from '../../state/relationsPair';

/** The own profile first, then in the order they were added. */
export function ordered(list: readonly Profile[]): Profile[] {
  return [...list].sort((a, b) =>
    a.relationship === 'A' ? -1 : b.relationship === 'A' ? 1 : a.id - b.id,
  );
}

/**
 * The pair a user looks at: the chosen A and B when they still exist; otherwise A is the
 * current profile (or the first) and B the one after A in the list.
 */
export function resolvePair(
  list: readonly Profile[],
  currentId: number | null,
  chosen: { a: number | null; b: number | null },
): { a: Profile | null; b: Profile | null } {
  const sorted = ordered(list);
  const find = (id: number | null) => sorted.find((x) => x.id === id) ?? null;
  const a = find(chosen.a) ?? find(currentId) ?? sorted[0] ?? null;
  if (!a || sorted.length < 2) return { a, b: null };
  const chosenB = find(chosen.b);
  if (chosenB && chosenB.id !== a.id) return { a, b: chosenB };
  const at = sorted.findIndex((x) => x.id === a.id);
  return { a, b: sorted[(at + 1) % sorted.length] ?? null };
}

export interface Pair {
  list: Profile[];
  a: Profile | null;
  b: Profile | null;
  /** the profile list is loaded */
  ready: boolean;
  /** the pair can be read together: two different profiles */
  complete: boolean;
  choose(side: 'a' | 'b', id: number): void;
}

/** The chosen pair of profiles, kept in state for the detail screens. */
export function usePair(): Pair {
  const { ready } = useCurrentProfile();
  const { list, currentId } = useProfiles();
  const chosenA = useRelationsPairStore((s) => s.a);
  const chosenB = useRelationsPairStore((s) => s.b);
  const { a, b } = resolvePair(list, currentId, { a: chosenA, b: chosenB });

  const choose = (side: 'a' | 'b', id: number) => {
    if (!a) return;
    const other = side === 'a' ? b : a;
    const mine = side === 'a' ? a : b;
    // picking the other side's profile swaps the two
    const otherId = other && other.id === id ? (mine?.id ?? other.id) : (other?.id ?? id);
    const [nextA, nextB] = side === 'a' ? [id, otherId] : [otherId, id];
    useRelationsPairStore.getState().setPair(nextA, nextB);
  };

  return {
    list: ordered(list),
    a,
    b,
    ready,
    complete: !!a && !!b && a.id !== b.id,
    choose,
  };
}
