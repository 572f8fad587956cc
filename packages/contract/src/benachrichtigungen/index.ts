// Notifications: one model, three channels. Events, rules, texts and the API.
export * from './ereignisse.ts';
export * from './nachrichten.ts';
export * from './ruhezeit.ts';
export * from './schemas.ts';
export * from './texte.ts';
export * from './aufrufe.ts';
