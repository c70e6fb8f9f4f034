export * from './ephemeris';
export * from './houses';
export * from './chart';
