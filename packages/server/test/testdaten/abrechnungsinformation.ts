import { tagDanach, type ImportDatei } from '@ekp/contract';
import type { Db } from '../../src/db/verbinden.ts';
import { viertelstundenAm, type Kanal, type Qualitaet } from '../../src/domain/intervall/tage.ts';
import { intervallTageSchreiben } from '../../src/domain/intervall/schreiben.ts';
import { kunde } from '../helper.ts';

// Hand-computable fixtures of the billing information tests (the clock stands at 2026-11-18 10:00 Berlin).

const basis = { versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort', kundenArt: 'Haushaltskunde' as const };
const ZAEHLER = { nummer: 'Z-HTNT', kanaele: [{ obiskennzahl: '1-1:1.8.1', vorkommastellen: 6, nachkommastellen: 1 }, { obiskennzahl: '1-1:1.8.2', vorkommastellen: 6, nachkommastellen: 1 }] };

/** Hourly market prices of 0.21 €/kWh over October 2026 (745 hours: 25 October has 25). */
function oktoberPreise() {
  const start = Date.parse('2026-10-01T00:00:00+02:00');
  const ende = Date.parse('2026-11-01T00:00:00+01:00');
  const preise = [];
  for (let t = start; t < ende; t += 3_600_000) preise.push({ von: new Date(t).toISOString(), bis: new Date(t + 3_600_000).toISOString(), preis: 0.21 });
  return preise;
}

export const DATEN: ImportDatei = {
  preise: oktoberPreise(),
  anschlussnutzer: [
    kunde('4001', {
      vertraege: [
        // Dynamic: aufschlag 0.10 → (0.21 + 0.10) × 1.19 = 0.3689 €/kWh gross; base price 10 € a month, gross (household).
        { ...basis, id: 'A-DYN', tarife: [{ name: 'Dynamisch', tariftyp: 'DYNAMISCHER_PREIS', grundpreis: 10, arbeitspreis: 0.99, istDynamisch: true, aufschlag: 0.1 }], abschlag: { betrag: 80, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-11-20' } },
        // Fixed HT/NT, net prices: HT 0.30, NT 0.20 (22:00–06:00), base price 12 € a month.
        {
          ...basis,
          id: 'A-HTNT',
          zaehler: ZAEHLER,
          tarife: [{ name: 'Zweitarif', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 12, arbeitspreis: 0.3, arbeitspreisNT: 0.2, anteilNt: 33 }],
          abschlag: { betrag: 70, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-11-20' },
        },
        // Readings only: gross HT/NT prices, billed up to 2026-01-01.
        {
          ...basis,
          id: 'A-ABL',
          zaehler: { ...ZAEHLER, nummer: 'Z-ABL' },
          tarife: [{ name: 'Zweitarif brutto', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 10, arbeitspreis: 0.3, arbeitspreisNT: 0.2, anteilNt: 30 }],
          verbraeuche: [{ von: '2025-01-01', bis: '2026-01-01', summe: 1500 }],
          ablesungen: [
            { zaehlernummer: 'Z-ABL', ablesedatum: '2026-01-01', ablesewerte: { '1-1:1.8.1': 1000, '1-1:1.8.2': 500 } },
            { zaehlernummer: 'Z-ABL', ablesedatum: '2026-11-10', ablesewerte: { '1-1:1.8.1': 2000, '1-1:1.8.2': 900 } },
          ],
          abschlag: { betrag: 80, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-11-20' },
        },
        // Readings, but none after the last billing date.
        { ...basis, id: 'A-OHNE', zaehler: { ...ZAEHLER, nummer: 'Z-OHNE' }, tarife: [{ name: 'Fest', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 10, arbeitspreis: 0.3 }], verbraeuche: [{ von: '2025-01-01', bis: '2026-01-01', summe: 1500 }] },
      ],
    }),
    kunde('4002', { vertraege: [{ ...basis, id: 'A-FREMD', tarife: [{ name: 'Fest', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 10, arbeitspreis: 0.3 }] }] }),
  ],
};

/** Every day of a month (or from..to) with the same Wh per quarter hour; `qualitaet` per (day, index). */
export async function tageSchreiben(
  db: Db,
  vertragId: string,
  von: string,
  bis: string,
  wh: number,
  o: { kanal?: Kanal; qualitaet?: (tag: string, i: number) => Qualitaet } = {},
): Promise<void> {
  const { nr } = await db.selectFrom('vertrag').select('nr').where('mandant', '=', 'musterstadt').where('id', '=', vertragId).executeTakeFirstOrThrow();
  const tage = [];
  for (let tag = von; tag <= bis; tag = tagDanach(tag)) {
    const n = viertelstundenAm(tag);
    tage.push({
      mandant: 'musterstadt',
      vertragNr: nr,
      kanal: o.kanal ?? 'BEZUG',
      tag,
      werte: new Array<number>(n).fill(wh),
      ...(o.qualitaet ? { qualitaet: Array.from({ length: n }, (_, i) => o.qualitaet!(tag, i)) } : {}),
    });
  }
  await intervallTageSchreiben(db, tage);
}
