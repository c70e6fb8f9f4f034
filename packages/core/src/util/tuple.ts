/** A read-only tuple of exactly `N` items: twelve texts, one per sign or house; ten, one per stem. */
export type Tuple<T, N extends number, Acc extends readonly T[] = []> = Acc['length'] extends N
  ? Acc
  : Tuple<T, N, readonly [...Acc, T]>;
