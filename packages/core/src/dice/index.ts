export * from './content';
export * from './policy';
export * from './roll';
export * from './compose';
export { detectDiceTopic, personIn, type DiceTopic } from './topic';
