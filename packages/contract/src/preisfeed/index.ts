// The public all-in price feed.
export * from './schemas.ts';
export * from './aufrufe.ts';
