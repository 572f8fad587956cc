// The ablesungen feature: schemas, endpoints and pure rules (SPEC §3, §5, §7).
export * from './schemas.ts';
export * from './api.ts';
export * from './wert.ts';
export * from './werte-pruefen.ts';
export * from './absenden.ts';
export * from './quellen.ts';
export * from './plausibilitaet.ts';
export * from './texte.ts';
export * from './saison.ts';
export * from './aufrufe.ts';
export * from './koepfe.ts';
