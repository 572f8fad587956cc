import type { ImportDatei } from '@ekp/contract';

type Intervall = { von: string; bis: string; verbrauch: number };
type Preis = NonNullable<ImportDatei['preise']>[number];

/** 15-minute household load for a dynamic-tariff contract (issue #5 fills this in). */
export function demoLastgang(_seed: number, _vonDatum: string, _bisDatum: string): Intervall[] {
  return [];
}

/** The tenant's market price series over the same span (issue #5 fills this in). */
export function demoMarktpreise(_seed: number, _vonDatum: string, _bisDatum: string): Preis[] {
  return [];
}
