export * from './types';
export * from './deck';
export * from './spreads';
export * from './shuffle';
export * from './topic';
export * from './compose';
export { DECK_TEXT, SPREAD_TEXT, SYNTHESIS } from './content';
export { keysAreStep } from './advice';
