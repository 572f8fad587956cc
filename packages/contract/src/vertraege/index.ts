// The vertraege feature: contract and tariff schemas, its endpoints and pure rules (SPEC §3, §4, §5, §7).
export * from './schemas.ts';
export * from './api.ts';
export * from './status.ts';
export * from './tarifhistorie.ts';
export * from './kuendigung.ts';
export * from './format.ts';
export * from './texte.ts';
export * from './aufrufe.ts';
export * from './koepfe.ts';
