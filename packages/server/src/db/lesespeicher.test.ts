import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp, type Zugang, zugangMit } from '../../test/helper.ts';
import { Lesespeicher, nurLesend } from './lesespeicher.ts';

describe('Lesespeicher', () => {
  it('answers a read from memory until the next write', async () => {
    const speicher = new Lesespeicher();
    const laden = vi.fn(async () => [{ email: 'a@example.org' }]);
    expect(await speicher.lesen('k', laden)).toEqual([{ email: 'a@example.org' }]);
    expect(await speicher.lesen('k', laden)).toEqual([{ email: 'a@example.org' }]);
    expect(laden).toHaveBeenCalledTimes(1);
    speicher.geschrieben();
    await speicher.lesen('k', laden);
    expect(laden).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that a write began during', async () => {
    const speicher = new Lesespeicher();
    let fertig!: (zeilen: string[]) => void;
    const alt = speicher.lesen('k', () => new Promise<string[]>((r) => (fertig = r)));
    speicher.geschrieben();
    fertig(['vor dem Schreiben']);
    expect(await alt).toEqual(['vor dem Schreiben']);
    expect(await speicher.lesen('k', async () => ['nachher'])).toEqual(['nachher']);
  });

  it('hands out frozen rows, so no request can change what the next one reads', async () => {
    const speicher = new Lesespeicher();
    const zeilen = await speicher.lesen('k', async () => [{ vertraege: ['1'] }]);
    expect(() => zeilen[0]!.vertraege.push('2')).toThrow(TypeError);
  });

  it('keeps only what the caller wants kept', async () => {
    const speicher = new Lesespeicher();
    const laden = vi.fn(async () => [] as string[]);
    for (let i = 0; i < 2; i++) await speicher.lesen('k', laden, (zeilen) => zeilen.length > 0);
    expect(laden).toHaveBeenCalledTimes(2);
  });

  it('stays within its size by starting over', async () => {
    const speicher = new Lesespeicher(2);
    const laden = vi.fn(async () => 1);
    for (const k of ['a', 'b', 'c', 'a']) await speicher.lesen(k, laden);
    expect(laden).toHaveBeenCalledTimes(4);
  });

  it('counts only plain SELECTs as reads', () => {
    expect(nurLesend('select "ablauf" from "sitzung" where "token_hash" = $1')).toBe(true);
    for (const s of ['delete from "sitzung"', 'update "sitzung" set "ablauf" = $1', 'with x as (delete from sitzung returning 1) select * from x', 'select * into kopie from sitzung', 'begin', 'commit'])
      expect(nurLesend(s)).toBe(false);
  });
});

// The store on PGlite must never answer what the database no longer holds (on PostgreSQL there is none).
describe.each(DATENBANKEN)('reads after a change (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  const lesen = () => ich.get('/anschlussnutzer');
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
    ich = t.als('1001');
    expect((await lesen()).statusCode).toBe(200);
  });
  afterEach(() => t.schliessen());

  it.runIf(art === 'pglite')('answers the second read of a customer without asking PGlite', async () => {
    const abfragen = vi.spyOn(t.db, 'executeQuery');
    expect((await lesen()).json().email).toBe('1001@example.org');
    expect(abfragen).not.toHaveBeenCalled();
  });

  it.runIf(art === 'pglite')('does not keep a session that was not found, so guessed tokens cannot crowd out real ones', async () => {
    const fremd = zugangMit(t.app, { ...(await ich.kopf()), token: 'geraten' });
    expect((await fremd.get('/anschlussnutzer')).statusCode).toBe(401);
    const abfragen = vi.spyOn(t.db, 'executeQuery');
    expect((await fremd.get('/anschlussnutzer')).statusCode).toBe(401);
    expect(abfragen).toHaveBeenCalledTimes(1);
  });

  it('refuses the session at once after logout', async () => {
    expect((await ich.del('/anschlussnutzer/logout')).statusCode).toBe(204);
    expect((await lesen()).statusCode).toBe(401);
  });

  it('refuses the session at once when the import blocks the customer', async () => {
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { portalGesperrt: true })] });
    expect((await lesen()).statusCode).toBe(401);
  });

  it('refuses the session at once when its row is deleted by hand', async () => {
    await sql`delete from sitzung`.execute(t.db);
    expect((await lesen()).statusCode).toBe(401);
  });

  it('shows changed contact data on the next read', async () => {
    const put = await ich.put('/anschlussnutzer/kontaktdatenAktualisieren', { email: 'neu@example.org', mobil: '', festnetz: '', fax: '', passwort: 'Geheim123!' });
    expect(put.statusCode).toBe(200);
    expect((await lesen()).json().email).toBe('neu@example.org');
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { email: 'import@example.org' })] });
    expect((await lesen()).json().email).toBe('import@example.org');
  });
});
