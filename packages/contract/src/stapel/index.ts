// Batched reads: one round trip for a page's first screen.
export * from './api.ts';
export * from './aufrufe.ts';
export * from './koepfe.ts';
