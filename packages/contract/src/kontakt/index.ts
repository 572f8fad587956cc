// The kontakt feature: the contact request's schema, endpoint and rules (SPEC §3, §5, §7).
export * from './regeln.ts';
export * from './schemas.ts';
export * from './texte.ts';
