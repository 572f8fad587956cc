import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envLesen } from '../config/env.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { datenverzeichnisSperren } from '../db/sperre.ts';
import { volleDatei } from '../import/testdatei.ts';
import { migriertesDatenverzeichnis } from '../../test/pglite-vorlage.ts';

const SERVER = path.resolve(import.meta.dirname, '../..');

/** `npm run import -- …` as npm runs it: inside packages/server, with the caller's directory in INIT_CWD. */
function importAufrufen(args: string[], aufrufer: string, daten: string): Promise<{ code: number; aus: string; fehler: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/import.ts', ...args],
      { cwd: SERVER, env: { ...process.env, INIT_CWD: aufrufer, EKP_DATA_DIR: daten, DATABASE_URL: '' }, timeout: 60_000 },
      (fehler, aus, err) => resolve({ code: fehler ? Number(fehler.code ?? 1) : 0, aus, fehler: err }),
    );
  });
}

// Npm run import -- FILE.json [--mandant KEY] on a locked PGlite data directory.
describe('import command', () => {
  it('reports a bad file, loads a good one into the named tenant, and refuses a locked data directory', async () => {
    const aufrufer = mkdtempSync(path.join(tmpdir(), 'ekp-import-'));
    const daten = path.join(aufrufer, 'daten');
    await migriertesDatenverzeichnis(daten);
    writeFileSync(path.join(aufrufer, 'gut.json'), JSON.stringify(volleDatei()));
    const schlecht = volleDatei() as Record<string, any>;
    schlecht.anschlussnutzer[0].anrede = 'Graf';
    schlecht.anschlussnutzer[1].vertraege = [{ id: 'V-X' }];
    writeFileSync(path.join(aufrufer, 'schlecht.json'), JSON.stringify(schlecht));

    const ohne = await importAufrufen([], aufrufer, daten);
    expect(ohne.code).toBe(2);
    expect(ohne.fehler).toContain('Aufruf: npm run import -- DATEI.json [--mandant KEY]');

    const abgelehnt = await importAufrufen(['schlecht.json'], aufrufer, daten);
    expect(abgelehnt.code).toBe(1);
    expect(abgelehnt.fehler).toContain('Import abgelehnt, nichts wurde geschrieben.');
    expect(abgelehnt.fehler).toContain('anschlussnutzer[0].anrede:');
    expect(abgelehnt.fehler).toContain('anschlussnutzer[1].vertraege[0].versorgungsart:');

    const ok = await importAufrufen(['gut.json', '--mandant', 'nordlicht'], aufrufer, daten);
    expect(ok.fehler).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.aus).toContain('Import nach nordlicht abgeschlossen: 2 Kunden, 1 Verträge, 2 Lastgangwerte, 2 Preise.');

    const freigeben = await datenverzeichnisSperren(daten);
    const gesperrt = await importAufrufen(['gut.json'], aufrufer, daten);
    await freigeben();
    expect(gesperrt.code).toBe(1);
    expect(gesperrt.fehler).toContain(`Das Datenverzeichnis ${daten} wird bereits von einem anderen ekp-Prozess (Server oder Import) verwendet.`);

    const datenbank = await datenbankOeffnen(envLesen({ EKP_DATA_DIR: daten }));
    try {
      const zeilen = await datenbank.db.selectFrom('anschlussnutzer').select(['mandant', 'kundennummer']).orderBy('kundennummer').execute();
      expect(zeilen).toEqual([
        { mandant: 'nordlicht', kundennummer: '3001' },
        { mandant: 'nordlicht', kundennummer: '3002' },
      ]);
    } finally {
      await datenbank.schliessen();
    }
  }, 120_000);

  // What the docs promise for a missing file, a byte-order mark and control characters.
  it('answers exit 2 for a missing file, accepts a byte-order mark and reports a NUL byte with its path', async () => {
    const aufrufer = mkdtempSync(path.join(tmpdir(), 'ekp-import-'));
    const daten = path.join(aufrufer, 'daten');
    await migriertesDatenverzeichnis(daten);

    const fehlt = await importAufrufen(['gibtsnicht.json'], aufrufer, daten);
    expect(fehlt.code).toBe(2);
    expect(fehlt.fehler).toContain(`Datei nicht gefunden: ${path.join(aufrufer, 'gibtsnicht.json')}`);

    const nul = volleDatei() as Record<string, any>;
    nul.anschlussnutzer[1].nachname = 'Kunde\u0000X';
    writeFileSync(path.join(aufrufer, 'nul.json'), JSON.stringify(nul));
    const abgelehnt = await importAufrufen(['nul.json'], aufrufer, daten);
    expect(abgelehnt.code).toBe(1);
    expect(abgelehnt.fehler).toContain('anschlussnutzer[1].nachname: Der Text enthält unzulässige Zeichen');

    writeFileSync(path.join(aufrufer, 'bom.json'), `\uFEFF${JSON.stringify(volleDatei())}`, 'utf8');
    const mitBom = await importAufrufen(['bom.json'], aufrufer, daten);
    expect(mitBom.fehler).toBe('');
    expect(mitBom.code).toBe(0);
  }, 120_000);
});
