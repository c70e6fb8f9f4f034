/** The parts of astronomia (MIT) that Starlit uses: its full VSOP87D series. It ships no types. */
declare module 'astronomia/data/vsop87D*' {
  /** per coordinate (L, B, R) and power of time: terms [amplitude, phase, frequency] */
  type Series = Record<string, [number, number, number][]>;
  const data: { name: string; type: 'D'; L: Series; B: Series; R: Series };
  export default data;
}
