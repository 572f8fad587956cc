import type { Ablesung, Kanal } from '@ekp/contract';
import type { AblesungZeile } from './repository.ts';

function dezimalstellen(wert: number): number {
  return String(wert).split('.')[1]?.length ?? 0;
}

/**
 * SPEC §3 reading as listed: ablesewerte keyed by OBIS code, each with the decimals to show. They come
 * from the meter's channel; a reading of a former meter (other channels) shows the decimals it has.
 */
export function alsAblesung(z: AblesungZeile, kanaele: Kanal[]): Ablesung {
  const ablesewerte: Ablesung['ablesewerte'] = {};
  for (const [obiskennzahl, ablesewert] of Object.entries(z.ablesewerte)) {
    const kanal = kanaele.find((k) => k.obiskennzahl === obiskennzahl);
    ablesewerte[obiskennzahl] = { obiskennzahl, ablesewert, nachkommastellen: kanal?.nachkommastellen ?? dezimalstellen(ablesewert) };
  }
  return {
    ablesedatum: z.ablesedatum,
    zaehlernummer: z.zaehlernummer,
    ablesewerte,
    ablesegrund: z.ablesegrund,
    erfassungshinweis: z.erfassungshinweis,
    ermittlungsart: z.ermittlungsart,
    ableseart: z.ableseart,
  };
}
