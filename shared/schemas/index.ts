export * from './convert';
export * from './currency';
