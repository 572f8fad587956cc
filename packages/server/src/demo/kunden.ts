import { tagDanach, type ImportDatei } from '@ekp/contract';
import { demoAblesungen, demoVerbraeuche } from './ablesungen.ts';
import { demoLastgang, demoMarktpreise } from './lastgang.ts';
import { demoPvKunde } from './messwerte.ts';

type Kunde = NonNullable<ImportDatei['anschlussnutzer']>[number];
type Vertrag = NonNullable<Kunde['vertraege']>[number];
type Tarif = NonNullable<Vertrag['tarife']>[number];

/** The demo password of every demo login (README). */
export const DEMO_PASSWORT = 'Morgenrot-Laterne-26';

const jahreZurueck = (heute: string, jahre: number) => `${Number(heute.slice(0, 4)) - jahre}${heute.slice(4, 10)}`.replace('-02-29', '-02-28');
const ersterDesMonats = (datum: string) => `${datum.slice(0, 7)}-01`;

const STROM_EIN = { obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 };
const STROM_HT = { obiskennzahl: '1-1:1.8.1', vorkommastellen: 6, nachkommastellen: 1 };
const STROM_NT = { obiskennzahl: '1-1:1.8.2', vorkommastellen: 6, nachkommastellen: 1 };
const GAS = { obiskennzahl: '7-1:3.0.0', vorkommastellen: 5, nachkommastellen: 3 };

function tarif(t: Partial<Tarif> & Pick<Tarif, 'name' | 'tariftyp' | 'grundpreis' | 'arbeitspreis'>): Tarif {
  return { preisgarantietyp: 'Energiepreisgarantie', istDynamisch: false, ...t };
}

function vertrag(v: Partial<Vertrag> & Pick<Vertrag, 'id' | 'versorgungsart'>): Vertrag {
  return {
    anmeldungsart: 'Lieferantenwechsel',
    storniert: false,
    strasse: 'Hauptstraße',
    hausnummer: '12',
    plz: '12345',
    ort: 'Musterstadt',
    kundenArt: 'Haushaltskunde',
    ...v,
  };
}

/** The demo customers of one tenant; dates are relative to `heute` so the demo never ages. */
export function demoKunden(mandant: string, heute: string): { kunden: Kunde[]; preise: NonNullable<ImportDatei['preise']> } {
  const vor2Jahren = ersterDesMonats(jahreZurueck(heute, 2));
  const vor5Jahren = ersterDesMonats(jahreZurueck(heute, 5));
  const morgen = tagDanach(heute);
  const inEinemMonat = ersterDesMonats(tagDanach(heute, 40));
  const seed = mandant === 'nordlicht' ? 2000 : 1000;

  const dynamisch = vertrag({
    id: mandant === 'nordlicht' ? '7000200101' : '5000100101',
    versorgungsart: 'Strom',
    lieferbeginn: vor2Jahren,
    gewuenschterLieferbeginn: vor2Jahren,
    tarife: [
      tarif({
        name: 'Strom Dynamisch',
        tariftyp: 'DYNAMISCHER_PREIS',
        preisgarantietyp: null,
        grundpreis: 13.9,
        arbeitspreis: 0.2961,
        istDynamisch: true,
        // A net supplier margin; the grid fee, levies and taxes come as price components.
        aufschlag: 0.0215,
        preisbestandteile: 'netz-2026',
        durchschnittlicherArbeitspreisVormonat: 0.2874,
        durchschnittlicherArbeitspreisGesamt: 0.3012,
        gueltigVon: vor2Jahren,
      }),
    ],
    zaehler: { nummer: `1ESY${seed}0001`, kanaele: [STROM_EIN] },
    lastgang: demoLastgang(seed + 1, vor2Jahren, heute),
    // Due in three days: a change now takes effect a month later (tenant lead time).
    abschlag: { betrag: 85, rhythmus: 'MONATLICH', naechsteFaelligkeit: tagDanach(heute, 3) },
  });
  dynamisch.ablesungen = demoAblesungen(seed + 1, dynamisch.zaehler!, vor2Jahren, heute);
  dynamisch.verbraeuche = demoVerbraeuche(seed + 1, vor2Jahren, heute, 3200, [STROM_EIN.obiskennzahl]);

  const gas = vertrag({
    id: `${seed === 1000 ? '5000100102' : '7000200102'}`,
    versorgungsart: 'Gas',
    lieferbeginn: vor5Jahren,
    tarife: [tarif({ name: 'Erdgas Komfort', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 16.5, arbeitspreis: 0.1189, gueltigVon: vor5Jahren })],
    zaehler: { nummer: `7GAS${seed}0002`, kanaele: [GAS] },
    abschlag: { betrag: 140, rhythmus: 'MONATLICH', naechsteFaelligkeit: inEinemMonat },
  });
  gas.ablesungen = demoAblesungen(seed + 2, gas.zaehler!, vor5Jahren, heute);
  gas.verbraeuche = demoVerbraeuche(seed + 2, vor5Jahren, heute, 14000, [GAS.obiskennzahl]);

  const htnt = vertrag({
    id: '5000100103',
    versorgungsart: 'Strom',
    anmeldungsart: 'Neueinzug',
    lieferbeginn: vor5Jahren,
    strasse: 'Gartenweg',
    hausnummer: '3a',
    tarife: [
      tarif({ name: 'Strom Klassik 2021', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 9.8, arbeitspreis: 0.2899, arbeitspreisNT: 0.2199, anteilNt: 30, gueltigVon: vor5Jahren, gueltigBis: jahreZurueck(heute, 2) }),
      tarif({ name: 'Strom Klassik Wärme', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 11.2, arbeitspreis: 0.3149, arbeitspreisNT: 0.2449, anteilNt: 30, gueltigVon: tagDanach(jahreZurueck(heute, 2)), gueltigBis: tagDanach(inEinemMonat, -1) }),
      tarif({ name: 'Strom Klassik Wärme 2027', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 11.9, arbeitspreis: 0.3049, arbeitspreisNT: 0.2349, anteilNt: 30, gueltigVon: inEinemMonat }),
    ],
    zaehler: { nummer: `1ESY${seed}0003`, kanaele: [STROM_HT, STROM_NT] },
    abschlag: { betrag: 330, rhythmus: 'VIERTELJAEHRLICH', naechsteFaelligkeit: tagDanach(heute, 20) },
  });
  htnt.ablesungen = demoAblesungen(seed + 3, htnt.zaehler!, vor5Jahren, heute);
  htnt.verbraeuche = demoVerbraeuche(seed + 3, vor5Jahren, heute, 4500, [STROM_HT.obiskennzahl, STROM_NT.obiskennzahl]);

  const firmaVertraege: Vertrag[] = [
    vertrag({ id: '5000200201', versorgungsart: 'Strom', kundenArt: 'Sondervertragskunde', lieferbeginn: vor5Jahren, gewuenschtesLieferende: tagDanach(heute, 45), strasse: 'Marktplatz', hausnummer: '1', tarife: [tarif({ name: 'Gewerbestrom Plus', tariftyp: 'REINER_ENERGIEPREIS', grundpreis: 15, arbeitspreis: 0.2651, gueltigVon: vor5Jahren })] }),
    vertrag({ id: '5000200202', versorgungsart: 'Gas', kundenArt: 'Sondervertragskunde', lieferbeginn: vor5Jahren, lieferende: jahreZurueck(heute, 1), strasse: 'Marktplatz', hausnummer: '1', tarife: [tarif({ name: 'Gewerbegas', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 20, arbeitspreis: 0.0989, gueltigVon: vor5Jahren, gueltigBis: jahreZurueck(heute, 1) })] }),
    vertrag({ id: '5000200203', versorgungsart: 'Strom', kundenArt: 'Sondervertragskunde', storniert: true, gewuenschterLieferbeginn: jahreZurueck(heute, 1), strasse: 'Bahnhofstraße', hausnummer: '7' }),
    vertrag({ id: '5000200204', versorgungsart: 'Strom', kundenArt: 'Sondervertragskunde', gewuenschterLieferbeginn: inEinemMonat, strasse: 'Bahnhofstraße', hausnummer: '9', tarife: [tarif({ name: 'Gewerbestrom Plus', tariftyp: 'REINER_ENERGIEPREIS', grundpreis: 15, arbeitspreis: 0.2651, gueltigVon: inEinemMonat })] }),
  ];

  const adresse = (id: string, gueltigVon: string, extra: Record<string, string | null> = {}) => ({
    id,
    anrede: 'Herr' as const,
    vorname: 'Max',
    nachname: 'Mustermann',
    strasse: 'Lindenallee',
    hausnummer: '5',
    postleitzahl: '12345',
    ort: 'Musterstadt',
    land: 'Deutschland',
    gueltigVon,
    ...extra,
  });
  const konto = (id: string, gueltigVon: string, iban: string, extra: Record<string, string | boolean | null> = {}) => ({
    bankverbindungId: id,
    kontoinhaber: 'Max Mustermann',
    iban,
    bic: 'COBADEFFXXX',
    bankname: 'Commerzbank',
    gueltigVon,
    lastschrifteinzugErlaubt: true,
    mandatsreferenz: `${mandant.toUpperCase().slice(0, 3)}-${id}`,
    ...extra,
  });

  const standard: Kunde[] = [
    {
      kundennummer: '10001',
      passwort: DEMO_PASSWORT,
      anrede: 'Herr',
      vorname: 'Max',
      nachname: 'Mustermann',
      geburtsdatum: '1980-04-12',
      email: 'max.mustermann@example.org',
      festnetz: '030 1234567',
      mobil: '0170 1234567',
      kundenArt: 'Haushaltskunde',
      // A current one plus contract-specific ones (SPEC §4 overview hint, fourth case).
      rechnungsadressen: [adresse('RA-10001-1', vor5Jahren)],
      bankverbindungen: [konto('BV-10001-1', vor5Jahren, 'DE89370400440532013000')],
      vertraege: [
        { ...dynamisch, rechnungsadressen: [adresse('RA-10001-2', vor2Jahren, { strasse: 'Postweg', hausnummer: '2' })], bankverbindungen: [konto('BV-10001-2', tagDanach(inEinemMonat), 'DE02120300000000202051', { bic: 'BYLADEM1001', bankname: 'Deutsche Kreditbank Berlin' })] },
        gas,
        htnt,
      ],
    },
    {
      kundennummer: '10002',
      passwort: DEMO_PASSWORT,
      anrede: 'Firma',
      firma: 'Bäckerei Sonnenschein GmbH',
      email: 'buchhaltung@baeckerei-sonnenschein.example',
      festnetz: '030 7654321',
      fax: '030 7654322',
      kundenArt: 'Sondervertragskunde',
      // Only contract-specific entries (third case).
      vertraege: firmaVertraege.map((v, i) =>
        i === 0
          ? { ...v, rechnungsadressen: [{ ...adresse('RA-10002-1', vor5Jahren), anrede: 'Firma' as const, firma: 'Bäckerei Sonnenschein GmbH', vorname: null, nachname: null, strasse: null, hausnummer: null, postfach: '1234' }], bankverbindungen: [{ ...konto('BV-10002-1', vor5Jahren, 'DE02500105170137075030', { bic: 'INGDDEFFXXX', bankname: 'ING-DiBa' }), kontoinhaber: 'Bäckerei Sonnenschein GmbH' }] }
          : v,
      ),
    },
    {
      kundennummer: '10003',
      passwort: DEMO_PASSWORT,
      passwortAendern: true,
      anrede: 'Frau',
      vorname: 'Erika',
      nachname: 'Musterfrau',
      email: 'erika.musterfrau@example.org',
      kundenArt: 'Haushaltskunde',
      // No billing address at all (first case).
      vertraege: [vertrag({ id: '5000300301', versorgungsart: 'Strom', lieferbeginn: jahreZurueck(heute, 1), strasse: 'Rosenweg', hausnummer: '8', tarife: [tarif({ name: 'Strom Basis', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 12.5, arbeitspreis: 0.3299, gueltigVon: jahreZurueck(heute, 1) })], zaehler: { nummer: `1ESY${seed}0301`, kanaele: [STROM_EIN] } })],
    },
    {
      kundennummer: '10004',
      passwort: DEMO_PASSWORT,
      portalGesperrt: true,
      anrede: 'Familie',
      nachname: 'Schmidt',
      email: 'familie.schmidt@example.org',
      kundenArt: 'Haushaltskunde',
    },
    {
      kundennummer: '10005',
      passwort: DEMO_PASSWORT,
      anrede: 'Herr',
      titel: 'Dr.',
      vorname: 'Hans',
      nachname: 'Zukunft',
      email: 'hans.zukunft@example.org',
      kundenArt: 'Haushaltskunde',
      // Only future entries (second case).
      rechnungsadressen: [adresse('RA-10005-1', inEinemMonat, { vorname: 'Hans', nachname: 'Zukunft', titel: 'Dr.' })],
      bankverbindungen: [konto('BV-10005-1', morgen, 'DE12500105170648489890', { kontoinhaber: 'Hans Zukunft', bic: 'INGDDEFFXXX', bankname: 'ING-DiBa' })],
      vertraege: [vertrag({ id: '5000500501', versorgungsart: 'Gas', lieferbeginn: jahreZurueck(heute, 3), strasse: 'Zukunftsweg', hausnummer: '1', tarife: [tarif({ name: 'Erdgas Basis', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 14.9, arbeitspreis: 0.1249, gueltigVon: jahreZurueck(heute, 3) })], zaehler: { nummer: `7GAS${seed}0501`, kanaele: [GAS] } })],
    },
    // Values from the metering operator (MSCONS, demo/messwerte.ts), with feed-in.
    demoPvKunde(heute, DEMO_PASSWORT, tarif({ name: 'Strom Sonne', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 12.5, arbeitspreis: 0.3199 })),
  ];

  const nordlicht: Kunde[] = [
    {
      kundennummer: '20001',
      passwort: DEMO_PASSWORT,
      anrede: 'Frau',
      vorname: 'Nora',
      nachname: 'Nordlicht',
      email: 'nora.nordlicht@example.org',
      kundenArt: 'Haushaltskunde',
      rechnungsadressen: [adresse('RA-20001-1', vor2Jahren, { anrede: 'Frau', vorname: 'Nora', nachname: 'Nordlicht', strasse: 'Deichstraße', hausnummer: '4', postleitzahl: '25980', ort: 'Sylt' })],
      vertraege: [{ ...dynamisch, strasse: 'Deichstraße', hausnummer: '4', plz: '25980', ort: 'Sylt' }, gas],
    },
  ];

  return {
    kunden: mandant === 'nordlicht' ? nordlicht : standard,
    preise: demoMarktpreise(seed, vor2Jahren, tagDanach(heute, 2)),
  };
}
