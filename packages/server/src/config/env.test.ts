import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envLesen } from './env.ts';

// DESIGN "Configuration": validated at start with one readable list of every problem.
describe('envLesen', () => {
  it('has defaults for everything, relative to where the operator started', () => {
    const env = envLesen({ INIT_CWD: '/srv/ekp' });
    expect(env).toMatchObject({ PORT: 3000, EKP_DATA_DIR: '/srv/ekp/data', EKP_SESSION_TTL: 900, EKP_DEMO: 'true' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.EKP_TENANTS).toBe(path.resolve(import.meta.dirname, '../../mandanten.json'));
  });

  it('reads the given values and resolves relative paths against the start directory', () => {
    const env = envLesen({
      INIT_CWD: '/srv/ekp',
      PORT: '8080',
      EKP_DATA_DIR: 'daten',
      DATABASE_URL: 'postgres://ekp@db/ekp',
      SMTP_URL: 'smtp://mail:587',
      EKP_TENANTS: '/etc/ekp/mandanten.json',
      EKP_SESSION_TTL: '600',
    });
    expect(env).toMatchObject({ PORT: 8080, EKP_DATA_DIR: '/srv/ekp/daten', DATABASE_URL: 'postgres://ekp@db/ekp', SMTP_URL: 'smtp://mail:587', EKP_TENANTS: '/etc/ekp/mandanten.json', EKP_SESSION_TTL: 600 });
  });

  it('trusts no proxy unless the operator names it; never everyone', () => {
    expect(envLesen({}).EKP_TRUSTED_PROXIES).toBe(false);
    expect(envLesen({ EKP_TRUSTED_PROXIES: 'loopback' }).EKP_TRUSTED_PROXIES).toBe('loopback');
    expect(envLesen({ EKP_TRUSTED_PROXIES: '10.0.0.0/8,192.168.1.1' }).EKP_TRUSTED_PROXIES).toBe('10.0.0.0/8,192.168.1.1');
    // The earlier name still works.
    expect(envLesen({ EKP_TRUST_PROXY: '10.0.1.5' }).EKP_TRUSTED_PROXIES).toBe('10.0.1.5');
    expect(envLesen({ EKP_TRUST_PROXY: 'false' }).EKP_TRUSTED_PROXIES).toBe(false);
    expect(() => envLesen({ EKP_TRUSTED_PROXIES: 'true' })).toThrow(/EKP_TRUSTED_PROXIES/);
  });

  it('treats empty variables as unset', () => {
    const env = envLesen({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every wrong value at once, by name', () => {
    let meldung = '';
    try {
      envLesen({ PORT: 'achtzig', DATABASE_URL: 'mysql://x', SMTP_URL: 'mail.example.org', EKP_SESSION_TTL: '5', EKP_NOW: 'gestern' });
    } catch (e) {
      meldung = (e as Error).message;
    }
    const zeilen = meldung.split('\n');
    expect(zeilen[0]).toBe('Ungültige Umgebungsvariablen:');
    expect(zeilen.slice(1).map((z) => z.match(/^ {2}- (\w+):/)?.[1])).toEqual(['PORT', 'DATABASE_URL', 'SMTP_URL', 'EKP_SESSION_TTL', 'EKP_NOW']);
    expect(meldung).toContain('DATABASE_URL: muss mit postgres:// oder postgresql:// beginnen');
    expect(meldung).toContain('SMTP_URL: muss mit smtp:// oder smtps:// beginnen');
  });

  // A first start on an empty PostgreSQL database must not import the demo customers.
  it('imports the demo only on the embedded database unless EKP_DEMO says otherwise', () => {
    expect(envLesen({}).EKP_DEMO).toBe('true');
    expect(envLesen({ DATABASE_URL: 'postgres://ekp@db/ekp' }).EKP_DEMO).toBe('false');
    expect(envLesen({ DATABASE_URL: 'postgres://ekp@db/ekp', EKP_DEMO: 'true' }).EKP_DEMO).toBe('true');
    expect(envLesen({ EKP_DEMO: 'false' }).EKP_DEMO).toBe('false');
  });

  it('has operating defaults: 5 s connect and 15 s statement timeout, log level info, one process', () => {
    expect(envLesen({})).toMatchObject({ EKP_DB_CONNECT_TIMEOUT: 5, EKP_DB_STATEMENT_TIMEOUT: 15, EKP_DB_POOL: 10, LOG_LEVEL: 'info', EKP_WORKERS: 1, EKP_SHUTDOWN_TIMEOUT: 10 });
    expect(() => envLesen({ LOG_LEVEL: 'laut', EKP_WORKERS: '0' })).toThrow(/LOG_LEVEL[\s\S]*EKP_WORKERS/);
  });
});
