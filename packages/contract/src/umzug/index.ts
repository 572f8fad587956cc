// The umzug feature EnWG): schemas, endpoint, texts and pure rules.
export * from './regeln.ts';
export * from './texte.ts';
export * from './schemas.ts';
export * from './api.ts';
