export * from './zodiac';
