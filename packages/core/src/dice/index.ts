export * from './content';
export * from './policy';
export * from './roll';
export * from './compose';
