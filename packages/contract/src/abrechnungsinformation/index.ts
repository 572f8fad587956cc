// The billing information feature (§ 40b EnWG): schemas, endpoints, texts and pure period rules.
export * from './zeitraum.ts';
export * from './texte.ts';
export * from './schemas.ts';
export * from './api.ts';
export * from './aufrufe.ts';
export * from './koepfe.ts';
