// The service console (issue 29).
export * from './api.ts';
export * from './texte.ts';
export * from './vorgaenge.ts';
export * from './ansicht-texte.ts';
export * from './aktionen-zustand.ts';
