import type { ImportDatei } from '@ekp/contract';
import { kunde } from '../helper.ts';

type Vertrag = NonNullable<NonNullable<ImportDatei['anschlussnutzer']>[number]['vertraege']>[number];
type Tarif = NonNullable<Vertrag['tarife']>[number];

// Test customers of the contract feature; the test clock stands at Wed 2026-11-18 10:00 Berlin.
export const tarif = (name: string, gueltigVon: string | null, gueltigBis: string | null, extra: Partial<Tarif> = {}): Tarif => ({
  name,
  tariftyp: 'ALLES_INKLUSIVE_NETTO',
  grundpreis: 10,
  arbeitspreis: 0.3,
  gueltigVon,
  gueltigBis,
  ...extra,
});

export const vertrag = (id: string, extra: Partial<Vertrag> = {}): Vertrag => ({
  id,
  versorgungsart: 'Strom',
  anmeldungsart: 'Lieferantenwechsel',
  lieferbeginn: '2024-01-01',
  strasse: 'Hauptstraße',
  hausnummer: '1',
  plz: '12345',
  ort: 'Musterstadt',
  kundenArt: 'Haushaltskunde',
  ...extra,
});

export const VERTRAEGE_1001 = [
  vertrag('V-AKTIV', {
    tarife: [
      tarif('Klassik alt', null, '2024-12-31'),
      tarif('Klassik', '2025-01-01', '2026-12-31'),
      tarif('Klassik 2027', '2027-01-01', null),
    ],
  }),
  vertrag('V-DYN', { tarife: [tarif('Dynamisch', '2024-01-01', null, { tariftyp: 'DYNAMISCHER_PREIS', istDynamisch: true, aufschlag: 0.18 })] }),
  vertrag('V-BEENDET', { versorgungsart: 'Gas', lieferende: '2025-12-31' }),
  vertrag('V-STORNO', { lieferbeginn: null, storniert: true }),
  vertrag('V-BEAUFTRAGT', { lieferbeginn: null, gewuenschterLieferbeginn: '2027-01-01', tarife: [tarif('Start', '2027-01-01', null)] }),
  vertrag('V-GEKUENDIGT', { gewuenschtesLieferende: '2027-03-31' }),
];

export const VERTRAGSDATEN: ImportDatei = {
  anschlussnutzer: [
    kunde('1001', { vertraege: VERTRAEGE_1001 }),
    kunde('1002', { vertraege: [vertrag('V-FREMD')] }),
    kunde('1003', { email: null, vertraege: [vertrag('V-OHNE-MAIL')] }),
  ],
};

/** The same contract id in the other tenant belongs to someone else there. */
export const NORDLICHT_DATEN: ImportDatei = { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V-NORD')] })] };
