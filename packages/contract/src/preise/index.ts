export * from './ortszeit.ts';
export * from './schemas.ts';
export * from './allin.ts';
