import { describe, expect, it } from 'vitest';
import mandantenJson from '../../../server/mandanten.json';
import { MandantenDateiSchema, MandantOeffentlichSchema } from './schemas.ts';

// The tenant file the server ships (EKP_TENANTS default) and the rules an operator's file must meet.
const ausgeliefert = JSON.parse(JSON.stringify(mandantenJson));

function mandant(key: string, extra: Record<string, unknown> = {}) {
  return { ...ausgeliefert.mandanten[0], key, hosts: [`${key}.localhost`], ...extra };
}

describe('MandantenDateiSchema', () => {
  it('accepts the shipped file with two visibly different tenants', () => {
    const datei = MandantenDateiSchema.parse(ausgeliefert);
    expect(datei.mandanten.map((m) => m.key)).toEqual(['musterstadt', 'nordlicht']);
    const [a, b] = datei.mandanten as [(typeof datei.mandanten)[0], (typeof datei.mandanten)[0]];
    expect(a.anzeigename).not.toBe(b.anzeigename);
    expect(a.logo).not.toBe(b.logo);
    expect(a.thema.primaer).not.toBe(b.thema.primaer);
  });

  it('fills the SPEC §1 defaults: api path /api, header and footer off, no navigation on login', () => {
    const { apiBasis, header, footer, navigationBeiAnmeldung, kundennummerPraefix, ...rest } = ausgeliefert.mandanten[0];
    void [apiBasis, header, footer, navigationBeiAnmeldung, kundennummerPraefix];
    const m = MandantenDateiSchema.parse({ standard: 'musterstadt', mandanten: [rest] }).mandanten[0]!;
    expect(m).toMatchObject({ apiBasis: '/api', header: { anzeigen: false }, footer: { anzeigen: false }, navigationBeiAnmeldung: false, kundennummerPraefix: '' });
  });

  it('names every problem with its path', () => {
    const r = MandantenDateiSchema.safeParse({
      standard: 'fehlt',
      mandanten: [mandant('a', { logo: 'https://example.org/logo.png', thema: { primaer: 'blau', primaerText: '#ffffff', hintergrund: '#ffffff' } }), mandant('a')],
    });
    expect(r.success).toBe(false);
    const pfade = r.error!.issues.map((i) => i.path.join('.'));
    expect(pfade).toEqual(expect.arrayContaining(['mandanten.0.logo', 'mandanten.0.thema.primaer']));
    // Cross-record rules run once the records themselves are valid.
    const quer = MandantenDateiSchema.safeParse({ standard: 'fehlt', mandanten: [mandant('a'), mandant('a')] });
    expect(quer.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['standard', 'Standardmandant fehlt ist nicht definiert'],
      ['mandanten.1.key', 'Mandant a ist doppelt'],
    ]);
  });

  it('refuses a file without tenants and a renewal URL that is not a URL', () => {
    expect(MandantenDateiSchema.safeParse({ standard: 'a', mandanten: [] }).success).toBe(false);
    expect(MandantenDateiSchema.safeParse({ standard: 'a', mandanten: [mandant('a', { passwortErneuernUrl: '/passwort/erneuern' })] }).success).toBe(false);
  });

  it('keeps server-only fields out of what the browser gets', () => {
    const oeffentlich = MandantOeffentlichSchema.parse(ausgeliefert.mandanten[0]);
    expect(oeffentlich).not.toHaveProperty('hosts');
    expect(oeffentlich).not.toHaveProperty('absenderEmail');
    expect(oeffentlich).not.toHaveProperty('serviceEmail');
  });
});
