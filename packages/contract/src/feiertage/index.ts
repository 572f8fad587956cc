// The feiertage feature: the holiday service's shape (SPEC §7) and the working-day rules.
export * from './schemas.ts';
export * from './regeln.ts';
