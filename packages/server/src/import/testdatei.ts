import type { ImportDatei } from '@ekp/contract';

/** A file with every kind of record the import format knows (docs/import-format.md), for the importer tests. */
export function volleDatei(): ImportDatei {
  const adresse = (id: string) => ({ id, anrede: 'Herr' as const, vorname: 'Max', nachname: 'Muster', strasse: 'Hauptstraße', hausnummer: '5a', postleitzahl: '12345', ort: 'Musterstadt', gueltigVon: '2025-01-01' });
  const bank = (id: string) => ({ bankverbindungId: id, kontoinhaber: 'Max Muster', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankname: 'Deutsche Kreditbank Berlin', gueltigVon: '2025-01-01' });
  const dokument = (id: string) => ({ id, dateiname: `${id}.pdf`, kategorie: 'Rechnung', erstellzeitpunkt: '2026-01-15T09:00:00+01:00', inhalt: Buffer.from(`%PDF-1.4 ${id}`).toString('base64') });
  return {
    preise: [
      { von: '2026-11-18T00:00:00+01:00', bis: '2026-11-18T01:00:00+01:00', preis: 0.0812 },
      { von: '2026-11-18T01:00:00+01:00', bis: '2026-11-18T02:00:00+01:00', preis: 0.0795 },
    ],
    anschlussnutzer: [
      {
        kundennummer: '3001',
        passwort: 'Import-Start1',
        passwortAendern: true,
        anrede: 'Herr',
        vorname: 'Max',
        nachname: 'Muster',
        email: 'max@example.org',
        kundenArt: 'Haushaltskunde',
        rechnungsadressen: [adresse('RA-1')],
        bankverbindungen: [bank('BV-1')],
        dokumente: [dokument('DOK-1')],
        vertraege: [
          {
            id: 'V-3001-1',
            versorgungsart: 'Strom',
            anmeldungsart: 'Lieferantenwechsel',
            lieferbeginn: '2025-01-01',
            strasse: 'Hauptstraße',
            hausnummer: '5a',
            plz: '12345',
            ort: 'Musterstadt',
            kundenArt: 'Haushaltskunde',
            tarife: [
              { name: 'Strom Fix', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 12.5, arbeitspreis: 32.1, gueltigVon: '2025-01-01', gueltigBis: '2025-12-31' },
              { name: 'Strom Dynamisch', tariftyp: 'DYNAMISCHER_PREIS', grundpreis: 9.9, arbeitspreis: 0, istDynamisch: true, aufschlag: 0.12, gueltigVon: '2026-01-01' },
            ],
            zaehler: { nummer: 'Z-1', kanaele: [{ obiskennzahl: '1-0:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }] },
            ablesungen: [{ ablesedatum: '2026-01-01', zaehlernummer: 'Z-1', ablesewerte: { '1-0:1.8.0': 1234.5 }, ablesegrund: 'Turnus' }],
            verbraeuche: [{ von: '2025-01-01', bis: '2025-12-31', summe: 3100, proKanal: [{ obiskennzahl: '1-0:1.8.0', verbrauch: 3100 }] }],
            lastgang: [
              { von: '2026-11-18T00:00:00+01:00', bis: '2026-11-18T00:15:00+01:00', verbrauch: 0.12 },
              { von: '2026-11-18T00:15:00+01:00', bis: '2026-11-18T00:30:00+01:00', verbrauch: 0.11 },
            ],
            rechnungsadressen: [adresse('RA-V1')],
            bankverbindungen: [bank('BV-V1')],
            dokumente: [dokument('DOK-V1')],
          },
        ],
      },
      { kundennummer: '3002', passwort: 'Import-Start2', anrede: 'Firma', firma: 'Beispiel GmbH', kundenArt: 'RLMKunde' },
    ],
  };
}
