export * from './api.ts';
export * from './texte.ts';
