import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migriertesDatenverzeichnis } from '../../test/pglite-vorlage.ts';

const SERVER = path.resolve(import.meta.dirname, '../..');
const GOLDEN = path.join(SERVER, 'test/mscons');

function aufrufen(skript: string, args: string[], aufrufer: string, daten: string): Promise<{ code: number; aus: string; fehler: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', skript, ...args],
      { cwd: SERVER, env: { ...process.env, INIT_CWD: aufrufer, EKP_DATA_DIR: daten, DATABASE_URL: '' }, timeout: 150_000 },
      (fehler, aus, err) => resolve({ code: fehler ? Number(fehler.code ?? 1) : 0, aus, fehler: err }),
    );
  });
}

describe('import:mscons command', () => {
  it('reports per file what was stored and refused, takes a directory, and exits like the JSON import', async () => {
    const aufrufer = mkdtempSync(path.join(tmpdir(), 'ekp-mscons-'));
    const daten = path.join(aufrufer, 'daten');
    await migriertesDatenverzeichnis(daten);
    writeFileSync(path.join(aufrufer, 'stamm.json'), JSON.stringify({
      anschlussnutzer: [{ kundennummer: '7001', anrede: 'Frau', nachname: 'Muster', kundenArt: 'Haushaltskunde', vertraege: [
        { id: 'V-MALO', maloId: '51238696781', versorgungsart: 'Strom', anmeldungsart: 'Neuanmeldung', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort', kundenArt: 'Haushaltskunde' },
      ] }],
    }));
    expect((await aufrufen('src/cli/import.ts', ['stamm.json'], aufrufer, daten)).code).toBe(0);

    mkdirSync(path.join(aufrufer, 'eingang'));
    for (const f of ['abgelehnt.edi', 'lastgang-2.4c-sommerzeit.edi']) copyFileSync(path.join(GOLDEN, f), path.join(aufrufer, 'eingang', f));

    expect((await aufrufen('src/cli/import-mscons.ts', [], aufrufer, daten)).code).toBe(2);
    expect((await aufrufen('src/cli/import-mscons.ts', ['fehlt.edi'], aufrufer, daten)).fehler).toContain('Datei nicht gefunden:');

    const verzeichnis = await aufrufen('src/cli/import-mscons.ts', ['eingang'], aufrufer, daten);
    expect(verzeichnis.code).toBe(1);
    expect(verzeichnis.aus).toContain('abgelehnt.edi: 1 Nachrichten gespeichert, 0 unverändert, 2 abgelehnt.');
    expect(verzeichnis.fehler).toContain('Nachricht B1: Die Marktlokation 41373559241 gehört zu keinem Vertrag des Mandanten musterstadt.');
    expect(verzeichnis.aus).toContain('lastgang-2.4c-sommerzeit.edi: 1 Nachrichten gespeichert, 0 unverändert, 0 abgelehnt.');

    const nochmal = await aufrufen('src/cli/import-mscons.ts', ['eingang/lastgang-2.4c-sommerzeit.edi'], aufrufer, daten);
    expect(nochmal.code).toBe(0);
    expect(nochmal.aus).toContain('Nachricht M1: bereits eingelesen (Dokument DOK-S-1 von 9900000000003), nichts geändert.');
  }, 300_000);
});
