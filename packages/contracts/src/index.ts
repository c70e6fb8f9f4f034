export * from './common';
export * from './account';
export * from './system';
export * from './economy';
export * from './tarot';
export * from './profiles';
export * from './astrology';
export * from './places';
