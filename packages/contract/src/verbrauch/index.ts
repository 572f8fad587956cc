// The verbrauch feature's contract: schemas, endpoints and pure rules (SPEC §3, §4, §7, §9).
export * from './api.ts';
export * from './csv.ts';
export * from './fenster.ts';
export * from './schemas.ts';
export * from './texte.ts';
export * from './zeit.ts';
export * from './verbrauch-jahr.ts';
export * from './aufrufe.ts';
export * from './koepfe.ts';
