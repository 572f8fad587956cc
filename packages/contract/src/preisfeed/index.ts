// Issue 32: the public all-in price feed.
export * from './schemas.ts';
export * from './aufrufe.ts';
