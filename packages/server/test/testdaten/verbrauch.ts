import type { ImportDatei } from '@ekp/contract';
import { kunde } from '../helper.ts';

type Intervall = { von: string; bis: string; verbrauch: number };

/** Local Berlin wall time in winter (+01:00), minutes from midnight of 2026-11-17. */
const winter = (minuten: number) => new Date(Date.parse('2026-11-17T00:00:00+01:00') + minuten * 60_000).toISOString();
export const viertelstunden = (startMinute: number, werte: number[]): Intervall[] =>
  werte.map((verbrauch, i) => ({ von: winter(startMinute + 15 * i), bis: winter(startMinute + 15 * (i + 1)), verbrauch }));
export const stunden = (startMinute: number, werte: number[]): Intervall[] =>
  werte.map((verbrauch, i) => ({ von: winter(startMinute + 60 * i), bis: winter(startMinute + 60 * (i + 1)), verbrauch }));

/** Equal intervals of `minuten` over a whole local day given by its midnight instant and length in hours. */
export function ganzerTag(mitternacht: string, stundenAnzahl: number, minuten: number, wert: number): Intervall[] {
  const start = Date.parse(mitternacht);
  return Array.from({ length: (stundenAnzahl * 60) / minuten }, (_, i) => ({
    von: new Date(start + i * minuten * 60_000).toISOString(),
    bis: new Date(start + (i + 1) * minuten * 60_000).toISOString(),
    verbrauch: wert,
  }));
}

const dynamisch = { name: 'Dynamisch', tariftyp: 'DYNAMISCHER_PREIS' as const, grundpreis: 10, arbeitspreis: 0.99, istDynamisch: true, aufschlag: 0.1 };
const vertrag = (id: string, extra: Record<string, unknown>) => ({
  id,
  versorgungsart: 'Strom',
  anmeldungsart: 'Neueinzug',
  lieferbeginn: '2024-01-01',
  strasse: 'Weg',
  hausnummer: '1',
  plz: '12345',
  ort: 'Ort',
  kundenArt: 'Haushaltskunde' as const,
  ...extra,
});

/**
 * Hand-computable data on 2026-11-17 (winter, +01:00). Market prices: 00–01 h hourly 0.20; 01–02 h in
 * quarters 0.10, 0.20, 0.30, 0.40; 02–03 h hourly 0.50. Dynamic tariffs add 0.10.
 */
export const historieDatei: ImportDatei = {
  preise: [
    { von: winter(0), bis: winter(60), preis: 0.2 },
    ...[0.1, 0.2, 0.3, 0.4].map((preis, i) => ({ von: winter(60 + 15 * i), bis: winter(75 + 15 * i), preis })),
    { von: winter(120), bis: winter(180), preis: 0.5 },
  ],
  anschlussnutzer: [
    kunde('1001', {
      vertraege: [
        // 15-minute load: 10 kWh at 0.30, then 1 kWh in each priced quarter.
        vertrag('V15', { tarife: [dynamisch], lastgang: [...viertelstunden(0, [1, 2, 3, 4]), ...viertelstunden(60, [1, 1, 1, 1])] }),
        // Hourly load over hourly and quarter-hourly prices.
        vertrag('V60', { tarife: [dynamisch], lastgang: stunden(0, [2, 4, 3]) }),
        // Mixed: quarters in the first hour, one hourly value in the second, one hour without a market price.
        vertrag('VMIX', { tarife: [dynamisch], lastgang: [...viertelstunden(0, [1, 1, 2, 2]), ...stunden(60, [4]), ...stunden(300, [5])] }),
        // A fixed tariff that changes price on 2026-11-17.
        vertrag('VFIX', {
          tarife: [
            { name: 'Fest alt', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 10, arbeitspreis: 0.3, gueltigVon: '2026-01-01', gueltigBis: '2026-11-16' },
            { name: 'Fest neu', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 10, arbeitspreis: 0.4, gueltigVon: '2026-11-17' },
          ],
          lastgang: stunden(-60, [1, 2]),
        }),
        // The two change days of 2026: 25 hourly values on 25 October, 92 quarter hours on 29 March.
        vertrag('VDST', {
          tarife: [{ name: 'Fest', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 10, arbeitspreis: 0.25 }],
          lastgang: [...ganzerTag('2026-10-25T00:00:00+02:00', 25, 60, 1), ...ganzerTag('2026-03-29T00:00:00+01:00', 23, 15, 0.25)],
          verbraeuche: [
            { von: '2024-01-10', bis: '2025-01-09', summe: 3650, proKanal: [{ obiskennzahl: '1-1:1.8.0', verbrauch: 3650 }] },
            { von: '2025-01-09', bis: '2025-07-09', summe: 1810 },
            { von: '2025-07-09', bis: '2026-07-09', summe: 3000, prognose: true },
          ],
        }),
      ],
    }),
    kunde('1002', { vertraege: [vertrag('FREMD', { tarife: [dynamisch], lastgang: stunden(0, [7]) })] }),
  ],
};
