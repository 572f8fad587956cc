// The money module (zod-free): amounts in integer cents, VAT by date, one rounding per step, the formatters.
export * from './cent.ts';
export * from './format.ts';
export * from './jahreskosten.ts';
export * from './umsatzsteuer.ts';
