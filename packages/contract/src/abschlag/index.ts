// The abschlag feature EnWG): schemas, endpoints, texts and pure rules.
export * from './regeln.ts';
export * from './tarife-zwoelf-monate.ts';
export * from './texte.ts';
export * from './schemas.ts';
export * from './api.ts';
export * from './aufrufe.ts';
export * from './koepfe.ts';
