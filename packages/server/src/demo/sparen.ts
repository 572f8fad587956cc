import { UMSATZSTEUER_REGELSATZ, type ImportDatei } from '@ekp/contract';

// The demo's price components and product catalogue. Illustrative figures of a German grid area
// with §14a Modul 3 (net EUR/kWh, the order of 2026's published values); not any operator's real sheet.
export const DEMO_PREISBESTANDTEILE: NonNullable<ImportDatei['preisbestandteile']> = [
  {
    id: 'netz-2026',
    name: 'Netzgebiet Musterstadt 2026',
    netzentgelt: {
      standard: 0.085,
      hochlast: 0.119,
      niedriglast: 0.017,
      zeitfenster: [
        { quartale: [1, 4], von: '17:00', bis: '20:00', stufe: 'HLZ' },
        { quartale: [1, 4], von: '00:00', bis: '06:00', stufe: 'NLZ' },
        { quartale: [2, 3], von: '11:00', bis: '15:00', stufe: 'NLZ' },
      ],
    },
    konzessionsabgabe: 0.0199,
    kwkgUmlage: 0.00446,
    stromnevUmlage: 0.01559,
    offshoreUmlage: 0.00941,
    stromsteuer: 0.0205,
    umsatzsteuer: UMSATZSTEUER_REGELSATZ,
  },
];

// The catalogue reads like the tenant's price list: every grundpreis and working price includes 19 % VAT
// (`preisbasis: 'BRUTTO'`); the dynamic product's aufschlag is net, as the all-in price adds the VAT.
export const DEMO_PRODUKTE: NonNullable<ImportDatei['produkte']> = [
  { id: 'strom-fix-24', name: 'Strom Fix 24', art: 'FEST', preisbasis: 'BRUTTO', grundpreis: 12.9, arbeitspreis: 0.319 },
  { id: 'strom-waerme', name: 'Strom Wärme HT/NT', art: 'HTNT', preisbasis: 'BRUTTO', grundpreis: 13.9, arbeitspreis: 0.339, arbeitspreisNT: 0.259, ntVon: '22:00', ntBis: '06:00' },
  { id: 'strom-dynamisch', name: 'Strom Dynamisch', art: 'DYNAMISCH', preisbasis: 'BRUTTO', grundpreis: 13.9, aufschlag: 0.0215, preisbestandteile: 'netz-2026' },
];
