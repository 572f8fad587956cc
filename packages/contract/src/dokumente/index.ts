// The dokumente feature: schemas, endpoints and pure rules (SPEC §3, §7).
export * from './schemas.ts';
export * from './texte.ts';
export * from './beschreibung.ts';
export * from './aufrufe.ts';
export * from './koepfe.ts';
