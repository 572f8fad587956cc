import { datumVon, tagDanach, uhrzeit, type ImportDatei } from '@ekp/contract';
import { demoEinspeisung, demoLastgang } from './lastgang.ts';

// In the demo: customer 10006 has a PV roof and a smart meter whose metering operator sends the
// 15-minute values as MSCONS (EDI@Energy 2.4d), so the demo shows what the issue adds — measured,
// substitute and provisional values, feed-in beside consumption, "Daten vollständig bis", and in the console
// a value replaced by a correction. Read by the real importer at the first start (demo/einspielen.ts).

type Kunde = NonNullable<ImportDatei['anschlussnutzer']>[number];

export const DEMO_PV_MALO = '51238696004';
const SEED = 6000;
/** Days of values up to yesterday. */
const TAGE = 35;
const MSB = '9900000000003';
const LIEFERANT = '9900000000010';

export function demoPvKunde(heute: string, passwort: string, tarif: NonNullable<NonNullable<Kunde['vertraege']>[number]['tarife']>[number]): Kunde {
  const beginn = tagDanach(heute, -TAGE);
  return {
    kundennummer: '10006',
    passwort,
    anrede: 'Frau',
    vorname: 'Paula',
    nachname: 'Sonnendach',
    email: 'paula.sonnendach@example.org',
    kundenArt: 'Haushaltskunde',
    vertraege: [
      {
        id: '5000600601',
        versorgungsart: 'Strom',
        anmeldungsart: 'Neueinzug',
        lieferbeginn: beginn,
        strasse: 'Sonnenhang',
        hausnummer: '6',
        plz: '12345',
        ort: 'Musterstadt',
        kundenArt: 'Haushaltskunde',
        maloId: DEMO_PV_MALO,
        // The feed-in tariff of a small roof (EEG, 2026): the history shows the feed-in's value with it.
        tarife: [{ ...tarif, gueltigVon: beginn, einspeiseverguetung: 0.0786 }],
        zaehler: { nummer: '1ESY6000601', kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }, { obiskennzahl: '1-1:2.8.0', vorkommastellen: 6, nachkommastellen: 1 }] },
      },
    ],
  };
}

/** CCYYMMDDHHMM?+00 (format 303, UTC), with the release character before the plus sign. */
const zeit = (iso: string) => `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}?+00`;
const lokaleStunde = (iso: string) => Number(uhrzeit(iso).slice(0, 2));

type Wert = { von: string; bis: string; verbrauch: number };
/** How the operator qualifies a value: 220 measured, 67 substitute (with its STS codes), Z18 provisional. */
type Art = (w: Wert) => { qty: '220' | '67' | 'Z18'; sts?: string[] };
const GEMESSEN: Art = () => ({ qty: '220' });

function reihe(lin: number, obis: string, werte: Wert[], art: Art): string[] {
  const segs = [`LIN+${lin}`, `PIA+5+1-1?:${obis}:SRW`];
  for (const w of werte) {
    const a = art(w);
    segs.push(`QTY+${a.qty}:${w.verbrauch.toFixed(3)}`, `DTM+163:${zeit(w.von)}:303`, `DTM+164:${zeit(w.bis)}:303`, ...(a.sts ?? []));
  }
  return segs;
}

function nachricht(ref: string, dokument: string, funktion: '9' | '5', erstellt: string, reihen: string[][]): string {
  const segs = [`UNH+${ref}+MSCONS:D:04B:UN:2.4d`, `BGM+Z48+${dokument}+${funktion}`, `DTM+137:${zeit(erstellt)}:303`, 'RFF+Z13:13025', `NAD+MS+${MSB}::293`, `NAD+MR+${LIEFERANT}::293`, 'UNS+D', 'NAD+DP', `LOC+172+${DEMO_PV_MALO}`, ...reihen.flat()];
  segs.push(`UNT+${segs.length + 1}+${ref}`);
  return segs.map((s) => `${s}'`).join('');
}

/**
 * The values by their local day, each value's day worked out once: a time-zone lookup per value. Filtering all
 * values for each of the 35 days made it 235,000 lookups, about a third of the demo import's CPU.
 */
function nachTag(werte: Wert[]): Map<string, Wert[]> {
  const jeTag = new Map<string, Wert[]>();
  for (const w of werte) {
    const tag = datumVon(w.von);
    const liste = jeTag.get(tag);
    if (liste) liste.push(w);
    else jeTag.set(tag, [w]);
  }
  return jeTag;
}

/**
 * The operator's interchange: one message per day of the last 35 (consumption and feed-in), sent the next
 * morning. Three days ago the meter did not answer from 11:00 to 12:00 (substitute values, STS codes as in the
 * golden files), yesterday evening's values are provisional, and five days ago the evening's substitute values
 * were later corrected by measured ones (a second message with a later creation time).
 */
export function demoMscons(heute: string): string {
  const erster = tagDanach(heute, -TAGE);
  const verbrauch = demoLastgang(SEED, erster, heute);
  const einspeisung = demoEinspeisung(SEED + 1, erster, heute);
  const ersatz: Art = () => ({ qty: '67', sts: ['STS+Z32++Z88', 'STS+Z33++Z83', 'STS+Z40++Z75'] });
  const nachrichten: string[] = [];
  const verbrauchJeTag = nachTag(verbrauch);
  const einspeisungJeTag = nachTag(einspeisung);
  const tagesWerte = (jeTag: Map<string, Wert[]>, tag: string) => jeTag.get(tag) ?? [];
  for (let tag = erster, i = 0; tag < heute; tag = tagDanach(tag), i++) {
    const v = tagesWerte(verbrauchJeTag, tag);
    const e = tagesWerte(einspeisungJeTag, tag);
    const art: Art =
      tag === tagDanach(heute, -3) ? (w) => (lokaleStunde(w.von) === 11 ? ersatz(w) : { qty: '220' })
      : tag === tagDanach(heute, -1) ? (w) => (lokaleStunde(w.von) >= 18 ? { qty: 'Z18' } : { qty: '220' })
      : tag === tagDanach(heute, -5) ? (w) => (lokaleStunde(w.von) === 19 ? ersatz(w) : { qty: '220' })
      : GEMESSEN;
    nachrichten.push(nachricht(`T${i}`, `DEMO-${tag}`, '9', `${tagDanach(tag)}T05:00:00Z`, [reihe(1, '1.29.0', v, art), reihe(2, '2.29.0', e, GEMESSEN)]));
  }
  // The correction: the read-out of the meter's memory replaces five days ago's 19:00–20:00 by measured values.
  const korrigiert = tagesWerte(verbrauchJeTag, tagDanach(heute, -5)).filter((w) => lokaleStunde(w.von) === 19).map((w) => ({ ...w, verbrauch: Math.round(w.verbrauch * 1.08 * 1000) / 1000 }));
  nachrichten.push(nachricht('K1', `DEMO-KORREKTUR-${tagDanach(heute, -5)}`, '5', `${tagDanach(heute, -2)}T09:30:00Z`, [reihe(1, '1.29.0', korrigiert, GEMESSEN)]));
  const datum = heute.replaceAll('-', '').slice(2);
  return `UNA:+.? 'UNB+UNOC:3+${MSB}:500+${LIEFERANT}:500+${datum}:0600+DEMO${datum}++TL'${nachrichten.join('')}UNZ+${nachrichten.length}+DEMO${datum}'`;
}
