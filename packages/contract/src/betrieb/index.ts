// Operation: health checks and the outage text.
export * from './api.ts';
export * from './texte.ts';
