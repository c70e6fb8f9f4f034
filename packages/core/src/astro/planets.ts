/** The ten planets of astrology, Sun and Moon included, in their usual order. */
export const PLANETS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type PlanetId = (typeof PLANETS)[number];
