export * from './zodiac';
export * from './points';
