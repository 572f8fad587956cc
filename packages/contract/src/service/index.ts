// The service console.
export * from './api.ts';
export * from './texte.ts';
export * from './vorgaenge.ts';
export * from './ansicht-texte.ts';
export * from './aktionen-zustand.ts';
export * from './ablesekampagnen.ts';
export * from './ablesekampagnen-texte.ts';
