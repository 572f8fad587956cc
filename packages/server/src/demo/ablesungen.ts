import type { ImportDatei } from '@ekp/contract';

type Vertrag = NonNullable<NonNullable<ImportDatei['anschlussnutzer']>[number]['vertraege']>[number];
type Zaehler = NonNullable<Vertrag['zaehler']>;

/** Readings over several years from the utility, estimates and the customer (issue #4 fills this in). */
export function demoAblesungen(_seed: number, _zaehler: Zaehler, _lieferbeginn: string, _heute: string): NonNullable<Vertrag['ablesungen']> {
  return [];
}

/** Consumption periods between readings: issue #5's generator in demo/verbraeuche.ts. */
export { demoVerbraeuche } from './verbraeuche.ts';
