export * from './regeln.ts';
export * from './hinweise.ts';
