import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auftraegeBauen } from '../src/auftraege.ts';
import { systemUhr, uhrAusUmgebung } from '../src/config/uhr.ts';
import type { Dienste } from '../src/shared/dienste.ts';

const SRC = path.resolve(import.meta.dirname, '../src');

function quellen(verzeichnis = SRC): string[] {
  return readdirSync(verzeichnis, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(verzeichnis, e.name);
    if (e.isDirectory()) return quellen(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function fundstellen(muster: RegExp): string[] {
  return quellen().flatMap((datei) =>
    readFileSync(datei, 'utf8')
      .split('\n')
      .flatMap((zeile, i) => (muster.test(zeile) && !/^\s*(\/\/|\*)/.test(zeile) ? [`${path.relative(SRC, datei)}:${i + 1}`] : [])),
  );
}

// One mechanism per concern: periodic work ticks through the scheduler's one timer, and the clock is chosen once.
describe('one mechanism per concern', () => {
  it('repeats work only through shared/zeitplan/takt.ts (the replica lag probe lives below the scheduler, in db/)', () => {
    const orte = fundstellen(/\bsetInterval\s*\(/).map((o) => o.replace(/:\d+$/, ''));
    expect(orte.sort()).toEqual(['db/replikate.ts', 'shared/zeitplan/takt.ts']);
  });

  it('builds the clock from EKP_NOW in one place, which the server, the CLIs and the demo import call', () => {
    expect(fundstellen(/EKP_NOW\s*\?/).map((o) => o.replace(/:\d+$/, ''))).toEqual(['config/uhr.ts']);
    expect(uhrAusUmgebung({})).toBe(systemUhr);
    const uhr = uhrAusUmgebung({ EKP_NOW: '2026-12-31T23:59:00+01:00' });
    expect(Math.abs(uhr.jetzt().getTime() - Date.parse('2026-12-31T23:59:00+01:00'))).toBeLessThan(5_000);
  });

  it('sends mail only through the mail outbox (shared/mail-ausgang.ts), whose transport is shared/mail.ts', () => {
    expect(fundstellen(/\.senden\(\{|mailer\.senden\(|\.sendMail\(/).map((o) => o.replace(/:\d+$/, '')).sort()).toEqual(['shared/mail-ausgang.ts', 'shared/mail.ts', 'shared/mail.ts']);
  });

  it('keeps partitions ahead as a scheduled job, run once a day across processes', () => {
    const namen = auftraegeBauen({ db: {} } as unknown as Dienste).map((a) => a.name);
    expect(namen).toContain('partitionen-pflegen');
  });
});
