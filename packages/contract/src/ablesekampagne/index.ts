// The annual reading campaign without login: the code, the public calls, the texts.
export * from './code.ts';
export * from './schemas.ts';
export * from './api.ts';
export * from './aufrufe.ts';
export * from './koepfe.ts';
export * from './texte.ts';
