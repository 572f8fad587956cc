import type { ImportDatei } from '@ekp/contract';
import { einspielen, kunde, type TestApp } from '../helper.ts';

type Vertrag = NonNullable<NonNullable<ImportDatei['anschlussnutzer']>[number]['vertraege']>[number];

// Test customers of the move and instalment flows; the test clock stands at Wed 2026-11-18 10:00 Berlin.
export const vertrag = (id: string, extra: Partial<Vertrag> = {}): Vertrag => ({
  id,
  versorgungsart: 'Strom',
  anmeldungsart: 'Lieferantenwechsel',
  lieferbeginn: '2024-01-01',
  strasse: 'Altweg',
  hausnummer: '1',
  plz: '12345',
  ort: 'Musterstadt',
  kundenArt: 'Haushaltskunde',
  ...extra,
});

export const ZAEHLER = { nummer: 'Z-1', kanaele: [{ obiskennzahl: '1-1:1.8.1', vorkommastellen: 6, nachkommastellen: 1 }, { obiskennzahl: '1-1:1.8.2', vorkommastellen: 6, nachkommastellen: 1 }] };
// Gross prices: the instalment figures below carry no VAT step.
const TARIF = { name: 'Klassik', tariftyp: 'ALLES_INKLUSIVE_BRUTTO' as const, grundpreis: 10, arbeitspreis: 0.3, gueltigVon: '2024-01-01' };
export const VERBRAEUCHE = [
  { von: '2024-01-01', bis: '2025-01-01', summe: 4000 },
  { von: '2025-01-01', bis: '2026-01-01', summe: 3000 },
  { von: '2026-01-01', bis: '2027-01-01', summe: 3600, prognose: true },
];

export const UMZUG_DATEN: ImportDatei = {
  anschlussnutzer: [
    kunde('1301', {
      vertraege: [
        // 3000 kWh × 0.30 € + 12 × 10 € = 1020 € a year → 85 € a month; range 60–170 € at 70–200 %.
        vertrag('U-AKTIV', { zaehler: ZAEHLER, tarife: [TARIF], verbraeuche: VERBRAEUCHE, abschlag: { betrag: 80, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-11-20' } }),
        vertrag('U-OHNE-ZAEHLER', { abschlag: { betrag: 50, rhythmus: 'VIERTELJAEHRLICH', naechsteFaelligkeit: '2026-12-01' } }),
        vertrag('U-OHNE-ABSCHLAG'),
        vertrag('U-BEENDET', { lieferende: '2025-12-31', abschlag: { betrag: 40, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-01-15' } }),
        vertrag('U-GEKUENDIGT', { gewuenschtesLieferende: '2027-03-31' }),
        vertrag('U-BEAUFTRAGT', { lieferbeginn: null, gewuenschterLieferbeginn: '2027-01-01' }),
      ],
    }),
    kunde('1302', { vertraege: [vertrag('U-FREMD', { abschlag: { betrag: 70, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-12-01' } })] }),
  ],
};

/** The same contract id in the other tenant, with the other tenant's range (80–150 %, ten days' lead). */
export const UMZUG_NORDLICHT: ImportDatei = {
  anschlussnutzer: [kunde('1301', { vertraege: [vertrag('U-NORD', { tarife: [TARIF], verbraeuche: VERBRAEUCHE, abschlag: { betrag: 80, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-11-25' } })] })],
};

/** Both tenants' data of the move and the instalment tests (the two features read the same contracts). */
export async function umzugAbschlagEinspielen(t: TestApp): Promise<void> {
  await einspielen(t.db, UMZUG_DATEN);
  await einspielen(t.db, UMZUG_NORDLICHT, 'nordlicht');
}
