// The accessibility statement (BFSG §14): schemas, texts, criteria and the derivation of open items.
export * from './kriterien.ts';
export * from './pruefstand.ts';
export * from './schemas.ts';
export * from './texte.ts';
export * from './link.ts';
