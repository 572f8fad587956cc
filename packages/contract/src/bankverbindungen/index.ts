// The bankverbindungen feature: schemas, endpoints and pure rules (SPEC §3, §4, §5, §7).
export * from './regeln.ts';
export * from './texte.ts';
export * from './schemas.ts';
export * from './api.ts';
