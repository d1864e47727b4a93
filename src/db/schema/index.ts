export * from './accounts';
export * from './catalog';
export * from './reviews';
export * from './shopping';
