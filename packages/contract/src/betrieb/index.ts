// Operation: health checks and the outage text (issue #9).
export * from './api.ts';
export * from './texte.ts';
