import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, type TestApp } from '../../test/helper.ts';

// Liveness without the database, readiness with database and migrations.
describe.each(DATENBANKEN)('Health und Ready (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
  });
  afterEach(() => t.schliessen());

  it('answers health and ready without a session, and lists both in the OpenAPI document', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'bereit', datenbank: 'ok', migrationen: 'ok' });
    const pfade = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, unknown> }>().paths);
    expect(pfade).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
  });

  it('is not ready while a migration of this version is missing, and ready once it is there', async () => {
    // The row goes back in the end: the pooled database keeps its migration table for the next test.
    const [zeile] = (await sql<{ name: string; timestamp: string }>`delete from kysely_migration where name = '0008_demo_kennzeichen' returning name, timestamp`.execute(t.db)).rows;
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'nicht_bereit', datenbank: 'ok', migrationen: 'ausstehend' });
    expect(ready.headers['retry-after']).toBe('30');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await sql`insert into kysely_migration (name, timestamp) values (${zeile!.name}, ${zeile!.timestamp})`.execute(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is not ready when the migration table cannot be read, and ready again once it can', async () => {
    await sql`alter table kysely_migration rename to kysely_migration_weg`.execute(t.db);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'nicht_bereit', datenbank: 'ok', migrationen: 'ausstehend' });
    await sql`alter table kysely_migration_weg rename to kysely_migration`.execute(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
