// The sicherheit feature: the optional second factor.
export * from './api.ts';
export * from './texte.ts';
