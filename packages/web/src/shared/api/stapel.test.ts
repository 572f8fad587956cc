import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sitzung } from '../sitzung/sitzung.ts';

// Reads asked ahead in one batch reach their queries as if each had been fetched: same body, same errors,
// once, and only for the session that asked them.
const ANTWORTEN = { antworten: [{ status: 200, daten: { id: 'V1' } }, { status: 404, daten: { data: 'Kein Abschlag vorhanden.' } }] };

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ now: new Date('2026-11-18T10:00:00Z'), toFake: ['Date'] });
  sitzung.setzen('geheim', '10001', 900);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function server() {
  const f = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/stapel')) return new Response(JSON.stringify(ANTWORTEN), { status: 200 });
    return new Response(JSON.stringify({ id: 'allein', init: init?.method }), { status: 200 });
  });
  vi.stubGlobal('fetch', f);
  return f;
}

const KOPF = { lesen: { methode: 'GET', pfad: '/:vertragId', auth: true }, abschlag: { methode: 'GET', pfad: '/:vertragId/abschlag', auth: true } } as const;

describe('batched reads', () => {
  it('answers each read from the batch once, errors included; a second read fetches anew', async () => {
    const f = server();
    const { api, vorladen, ApiFehler } = await import('./client.ts');
    await vorladen(['/V1', '/V1/abschlag']);
    expect(f).toHaveBeenCalledTimes(1);
    expect(JSON.parse(f.mock.calls[0]![1]!.body as string)).toEqual({ aufrufe: ['/V1', '/V1/abschlag'] });
    expect(await api(KOPF.lesen, { params: { vertragId: 'V1' } })).toEqual({ id: 'V1' });
    const fehler = await api(KOPF.abschlag, { params: { vertragId: 'V1' } }).catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(ApiFehler);
    expect((fehler as InstanceType<typeof ApiFehler>).status).toBe(404);
    expect((fehler as Error).message).toBe('Kein Abschlag vorhanden.');
    expect(f).toHaveBeenCalledTimes(1);
    expect(await api(KOPF.lesen, { params: { vertragId: 'V1' } })).toEqual({ id: 'allein', init: 'GET' });
  });

  it('does not hand a stale answer or another session’s answer to a read', async () => {
    const f = server();
    const { api, vorladen } = await import('./client.ts');
    await vorladen(['/V1']);
    vi.setSystemTime(new Date('2026-11-18T10:00:11Z'));
    expect(await api(KOPF.lesen, { params: { vertragId: 'V1' } })).toEqual({ id: 'allein', init: 'GET' });
    await vorladen(['/V1']);
    sitzung.setzen('anders', '10002', 900);
    expect(await api(KOPF.lesen, { params: { vertragId: 'V1' } })).toEqual({ id: 'allein', init: 'GET' });
    expect(f).toHaveBeenCalledTimes(4);
  });

  it('lets each read fetch on its own when the batch fails', async () => {
    const f = vi.fn(async (url: string) => (url.endsWith('/stapel') ? new Response('{"data":"Zu viele Anfragen."}', { status: 429 }) : new Response('{"id":"allein"}', { status: 200 })));
    vi.stubGlobal('fetch', f);
    const { api, vorladen } = await import('./client.ts');
    await vorladen(['/V1']);
    expect(await api(KOPF.lesen, { params: { vertragId: 'V1' } })).toEqual({ id: 'allein' });
  });
});
