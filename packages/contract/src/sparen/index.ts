export * from './produkte.ts';
export * from './texte.ts';
export * from './schemas.ts';
export * from './aufrufe.ts';
export * from './api.ts';
export * from './fenster.ts';
export * from './vergleich.ts';
export * from './prognose.ts';
