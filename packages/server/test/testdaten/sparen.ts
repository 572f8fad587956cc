import type { ImportDatei } from '@ekp/contract';
import { kunde } from '../helper.ts';

// Fixtures, every figure computed by hand in sparen.test.ts. The market price is 0.20 EUR/kWh per
// quarter hour from Sat 2026-10-24 00:00 (+02:00) to the end of Sun 2026-10-25 (the autumn change day: 100
// quarter hours), except 0.00 for the four quarter hours 00:30Z–01:30Z = 02:30 (+02:00) to 02:30 (+01:00).

export const BILLIG = ['2026-10-25T00:30:00Z', '2026-10-25T00:45:00Z', '2026-10-25T01:00:00Z', '2026-10-25T01:15:00Z'];
const BEGINN = Date.parse('2026-10-23T22:00:00Z');
const ENDE = Date.parse('2026-10-25T23:00:00Z');

function viertelstunden(): string[] {
  const aus: string[] = [];
  for (let t = BEGINN; t < ENDE; t += 900_000) aus.push(new Date(t).toISOString().replace('.000Z', 'Z'));
  return aus;
}
const bis = (von: string) => new Date(Date.parse(von) + 900_000).toISOString().replace('.000Z', 'Z');

/** Components: flat levies and taxes summing to 0.06361, grid fee 0.08 (SLZ), 0.12 in the Q4 HLZ 17:00–20:00. */
export const NETZ_A = {
  id: 'netz-a',
  netzentgelt: { standard: 0.08, hochlast: 0.12, niedriglast: 0.02, zeitfenster: [{ quartale: [4], von: '17:00', bis: '20:00', stufe: 'HLZ' as const }] },
  konzessionsabgabe: 0.0166,
  kwkgUmlage: 0.00277,
  stromnevUmlage: 0.01558,
  offshoreUmlage: 0.00816,
  stromsteuer: 0.0205,
  umsatzsteuer: 0.19,
};

const vertrag = (id: string, extra: Record<string, unknown>) => ({
  id,
  versorgungsart: 'Strom',
  anmeldungsart: 'Lieferantenwechsel',
  lieferbeginn: '2024-01-01',
  strasse: 'Sparweg',
  hausnummer: '1',
  plz: '12345',
  ort: 'Musterstadt',
  kundenArt: 'Haushaltskunde' as const,
  ...extra,
});

const ZAEHLER = { nummer: 'Z-S', kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }] };

export const SPAREN_DATEN: ImportDatei = {
  preise: viertelstunden().map((von) => ({ von, bis: bis(von), preis: BILLIG.includes(von) ? 0 : 0.2 })),
  preisbestandteile: [NETZ_A],
  produkte: [
    { id: 'fix', name: 'Stadtstrom Fix', art: 'FEST', grundpreis: 12, arbeitspreis: 0.3 },
    { id: 'nacht', name: 'Stadtstrom Nacht', art: 'HTNT', grundpreis: 12, arbeitspreis: 0.34, arbeitspreisNT: 0.22, angebotUrl: 'https://example.org/nacht' },
    { id: 'dyn', name: 'Stadtstrom Dynamisch', art: 'DYNAMISCH', grundpreis: 12, aufschlag: 0.02, preisbestandteile: 'netz-a' },
    { id: 'alt', name: 'Abgelaufen', art: 'FEST', grundpreis: 1, arbeitspreis: 0.01, gueltigBis: '2025-12-31' },
  ],
  anschlussnutzer: [
    kunde('3001', {
      vertraege: [
        // 0.25 kWh in each of the 196 quarter hours of 24 and 25 October: 49 kWh.
        vertrag('S-DYN', {
          tarife: [{ name: 'Dynamisch', tariftyp: 'DYNAMISCHER_PREIS', grundpreis: 10, arbeitspreis: 0.3, istDynamisch: true, aufschlag: 0.02, preisbestandteile: 'netz-a' }],
          lastgang: viertelstunden().map((von) => ({ von, bis: bis(von), verbrauch: 0.25 })),
        }),
        vertrag('S-FEST', {
          kundenArt: 'Sondervertragskunde',
          tarife: [{ name: 'Klassik', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 10, arbeitspreis: 0.3 }],
          zaehler: ZAEHLER,
          // 3,000 kWh between two readings that frame the default period 2025-11-01 – 2026-10-31 exactly.
          ablesungen: [
            { ablesedatum: '2025-11-01', zaehlernummer: 'Z-S', ablesewerte: { '1-1:1.8.0': 1000 } },
            { ablesedatum: '2026-11-01', zaehlernummer: 'Z-S', ablesewerte: { '1-1:1.8.0': 4000 } },
          ],
          verbraeuche: [
            { von: '2024-11-01', bis: '2025-11-01', summe: 2700 },
            { von: '2025-11-01', bis: '2026-11-01', summe: 3300 },
          ],
          abschlag: { betrag: 90, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-12-01' },
        }),
        // Gas: the meter counts m³, the bills kWh. 1,000 m³ were billed as 10,500 kWh (10.5 kWh per m³).
        vertrag('S-GAS', {
          versorgungsart: 'Gas',
          kundenArt: 'Sondervertragskunde',
          tarife: [{ name: 'Erdgas', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 15, arbeitspreis: 0.12 }],
          zaehler: { nummer: 'G-S', kanaele: [{ obiskennzahl: '7-1:3.0.0', vorkommastellen: 6, nachkommastellen: 1 }] },
          ablesungen: [
            { ablesedatum: '2025-11-01', zaehlernummer: 'G-S', ablesewerte: { '7-1:3.0.0': 5000 } },
            { ablesedatum: '2026-11-01', zaehlernummer: 'G-S', ablesewerte: { '7-1:3.0.0': 6000 } },
          ],
          verbraeuche: [{ von: '2025-11-01', bis: '2026-11-01', summe: 10500 }],
        }),
      ],
    }),
    kunde('3002', { vertraege: [vertrag('S-FREMD', { tarife: [{ name: 'Dynamisch', tariftyp: 'DYNAMISCHER_PREIS', grundpreis: 10, arbeitspreis: 0.3, istDynamisch: true, aufschlag: 0.02 }] })] }),
  ],
};
