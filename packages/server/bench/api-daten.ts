// The data of `npm run bench:api` (api.ts): a few customers with one contract each, through the real importer.
import path from 'node:path';
import { heuteIn, tagDanach, type ImportDatei } from '@ekp/contract';
import { mandantenLaden } from '../src/config/mandanten.ts';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { importieren } from '../src/import/index.ts';

/** Customers B1…B5, password Geheim123!. */
export const KUNDEN = 5;
const heute = heuteIn(new Date());

function testdaten(): ImportDatei {
  const kanal = { obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 };
  return {
    anschlussnutzer: Array.from({ length: KUNDEN }, (_, i) => ({
      kundennummer: `B${i + 1}`,
      passwort: 'Geheim123!',
      anrede: 'Herr' as const,
      vorname: 'Bench',
      nachname: `Kunde ${i + 1}`,
      email: `b${i + 1}@example.org`,
      kundenArt: 'Haushaltskunde' as const,
      vertraege: [
        {
          id: `VB${i + 1}`,
          versorgungsart: 'Strom',
          anmeldungsart: 'Lieferantenwechsel',
          lieferbeginn: tagDanach(heute, -800),
          strasse: 'Hauptstraße',
          hausnummer: '1',
          plz: '12345',
          ort: 'Musterstadt',
          kundenArt: 'Haushaltskunde' as const,
          zaehler: { nummer: `ZB${i + 1}`, kanaele: [kanal] },
          ablesungen: [{ ablesedatum: tagDanach(heute, -365), zaehlernummer: `ZB${i + 1}`, ablesewerte: { '1-1:1.8.0': 8000 }, ermittlungsart: 'NETZBETREIBER' }],
        },
      ],
    })),
  } as ImportDatei;
}

/** Migrates a PGlite directory or a PostgreSQL database and imports the customers through the real importer. */
export async function fuellen(ziel: { databaseUrl?: string; datenverzeichnis?: string }): Promise<void> {
  const db = verbinden(ziel);
  await migrieren(db);
  const mandanten = mandantenLaden(path.resolve(import.meta.dirname, '../mandanten.json'));
  await importieren(db, testdaten(), 'musterstadt', mandanten.alle.map((m) => m.key));
  await db.destroy();
}
