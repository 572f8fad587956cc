// The sicherheit feature: the optional second factor (issue #12).
export * from './api.ts';
export * from './texte.ts';
