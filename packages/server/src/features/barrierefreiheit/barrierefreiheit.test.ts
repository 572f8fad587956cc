import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { barrierefreiheitApi, barrierefreiheitTexte, pruefstandAus } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';

describe.each(DATENBANKEN)('Erklärung zur Barrierefreiheit (%s)', (art) => {
  let t: TestApp;
  const datei = path.join(mkdtempSync(path.join(tmpdir(), 'ekp-bf-')), 'barrierefreiheit.json');
  beforeEach(async () => {
    t = await bauen(art);
    process.env.EKP_BARRIEREFREIHEIT_DATEI = datei;
  });
  afterEach(async () => {
    delete process.env.EKP_BARRIEREFREIHEIT_DATEI;
    await t.schliessen();
  });

  it('without test results on record it claims no full conformance and names the authority in Magdeburg', async () => {
    writeFileSync(datei, 'kein json');
    const res = await t.anonym().get(barrierefreiheitApi.erklaerung);
    expect(res.statusCode).toBe(200);
    const e = res.json();
    expect(e).toMatchObject({ anbieter: 'Stadtwerke Musterstadt', konformitaet: 'teilweise', pruefstand: { letztePruefung: null, offenePunkte: [] } });
    expect(e.standard).toContain('EN 301 549');
    expect(e.marktueberwachung.name).toContain('Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen');
    expect(e.marktueberwachung.anschrift.join(' ')).toContain('Magdeburg');
  });

  it('lists the open items of the last test run, per tenant with its own provider name', async () => {
    const stand = pruefstandAus([
      { art: 'axe', test: 'x', seite: '/fixture', zeit: '2026-11-18T09:00:00.000Z', verstoesse: [{ regel: 'image-alt', hilfe: 'Images must have alternative text', tags: ['wcag2a', 'wcag111'], anzahl: 1 }] },
    ]);
    writeFileSync(datei, JSON.stringify(stand));
    const e = (await t.anonym(NORDLICHT_HOST).get(barrierefreiheitApi.erklaerung)).json();
    expect(e.anbieter).not.toBe('Stadtwerke Musterstadt');
    expect(e.konformitaet).toBe('teilweise');
    expect(e.pruefstand.letztePruefung).toBe('2026-11-18T09:00:00.000Z');
    expect(e.pruefstand.offenePunkte).toEqual([expect.objectContaining({ kriterien: ['1.1.1'], titel: 'Nicht-Text-Inhalt', fundstellen: ['/fixture'] })]);
  });

  it('a clean run is full conformance', async () => {
    writeFileSync(datei, JSON.stringify(pruefstandAus([{ art: 'axe', test: 'x', seite: '/', zeit: '2026-11-18T09:00:00.000Z', verstoesse: [] }])));
    expect((await t.anonym().get(barrierefreiheitApi.erklaerung)).json().konformitaet).toBe('vollstaendig');
  });

  it('takes feedback without login into the outbox and mails the tenant; refuses a short text storing nothing', async () => {
    const kurz = await t.anonym().post(barrierefreiheitApi.rueckmeldung, { text: 'zu kurz' });
    expect(kurz.statusCode).toBe(400);
    expect(kurz.json()).toEqual({ data: barrierefreiheitTexte.textZuKurz, felder: { text: barrierefreiheitTexte.textZuKurz } });
    expect(await t.db.selectFrom('outbox').select('art').execute()).toEqual([]);
    const res = await t.anonym().post(barrierefreiheitApi.rueckmeldung, { text: 'Der Kontrast der Knöpfe ist zu schwach.', email: 'a@b.de' });
    expect(res.statusCode).toBe(204);
    expect(await t.db.selectFrom('outbox').select(['art', 'kundennummer']).execute()).toEqual([{ art: 'barrierefreiheit_rueckmeldung', kundennummer: null }]);
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ an: 'service@stadtwerke-musterstadt.example', betreff: 'Rückmeldung zur Barrierefreiheit' });
  });

  it('limits feedback per address and hour', async () => {
    for (let i = 0; i < 10; i++) expect((await t.anonym().post(barrierefreiheitApi.rueckmeldung, { text: 'Eine Rückmeldung mit Text.' })).statusCode).toBe(204);
    expect((await t.anonym().post(barrierefreiheitApi.rueckmeldung, { text: 'Eine Rückmeldung mit Text.' })).statusCode).toBe(429);
  });
});
