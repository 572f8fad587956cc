// The public termination without login: schema, endpoints, content rows, texts.
export * from './schemas.ts';
export * from './api.ts';
export * from './inhalt.ts';
export * from './texte.ts';
