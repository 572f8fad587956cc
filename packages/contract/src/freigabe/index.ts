// Consent-based data sharing with third parties (OAuth 2.0) and its API.
export * from './scopes.ts';
export * from './texte.ts';
export * from './schemas.ts';
export * from './api.ts';
