import { tagDanach, type ImportDatei } from '@ekp/contract';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { zufall } from './zufall.ts';

type Verbraeuche = NonNullable<NonNullable<NonNullable<ImportDatei['anschlussnutzer']>[number]['vertraege']>[number]['verbraeuche']>;

const jahrSpaeter = (datum: string) => `${Number(datum.slice(0, 4)) + 1}${datum.slice(4)}`.replace('-02-29', '-02-28');

/**
 * Yearly consumption periods from delivery start (one per annual reading, each a little off the yearly
 * figure), and the running year as a forecast (prognose). Two channels split high/low tariff 70/30.
 */
export function demoVerbraeuche(seed: number, lieferbeginn: string, heute: string, jahresverbrauch: number, kanaele: string[] = []): Verbraeuche {
  const r = zufall(seed);
  const perioden: Verbraeuche = [];
  let von = lieferbeginn;
  while (von < heute) {
    // Annual readings drift by a few days, as meter readers do.
    const bis = tagDanach(jahrSpaeter(von), Math.floor(r() * 9) - 4);
    const prognose = bis > heute;
    const tage = differenceInCalendarDays(parseISO(bis), parseISO(von));
    const summe = Math.round(jahresverbrauch * (tage / 365) * (prognose ? 1 : 0.85 + 0.3 * r()));
    const anteile = kanaele.length === 2 ? [0.7, 0.3] : kanaele.map(() => 1 / kanaele.length);
    perioden.push({ von, bis, summe, prognose, proKanal: kanaele.map((obiskennzahl, i) => ({ obiskennzahl, verbrauch: Math.round(summe * anteile[i]!) })) });
    von = bis;
  }
  return perioden;
}
