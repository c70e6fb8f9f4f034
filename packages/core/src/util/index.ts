/** Small text helpers shared by the readings: the seeded variant hash and slot filling. */
export { fnv1a, pickBy } from './hash';
export { fill } from './fill';
export { mulberry32, type Rng } from './random';
export type { Tuple } from './tuple';
