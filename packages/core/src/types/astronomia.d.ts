/** The parts of astronomia (MIT) that Starlit uses: its full VSOP87D series. It ships no types. */
declare module 'astronomia/data/vsop87D*' {
  /** per coordinate (L, B, R) and power of time: terms [amplitude, phase, frequency] */
  type Series = Record<string, [number, number, number][]>;
  const data: { name: string; type: 'D'; L: Series; B: Series; R: Series };
  export default data;
}

/** astronomia's ELP/MPP02 lunar theory fitted to DE405 (Chapront & Francou 2003). */
declare module 'astronomia/data/elpMppDe' {
  /** per coordinate and power of time: terms [amplitude, phase polynomial in T (up to T⁴)] */
  type Series = Record<string, number[][]>;
  const data: { name: string; W1: number[]; L: Series; B: Series; R: Series };
  export default data;
}
