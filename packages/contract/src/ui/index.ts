// Shell and screen texts not worded by SPEC and the reasons a button is disabled.
export * from './texte.ts';
export * from './gruende.ts';
export * from './startseite.ts';
export * from './beschriftungen.ts';
