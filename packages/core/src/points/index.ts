export * from './money';
export * from './vip';
export * from './checkin';
