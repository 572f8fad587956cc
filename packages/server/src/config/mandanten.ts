import { readFileSync } from 'node:fs';
import { MandantenDateiSchema, type Mandant, type MandantenDatei } from '@ekp/contract';

export interface Mandanten {
  standard: Mandant;
  alle: Mandant[];
  /** Tenant for a request's host name; unknown hosts and localhost get the default one. */
  fuerHost(host: string | undefined): Mandant;
  nachKey(key: string): Mandant | undefined;
}

/** Host headers as sent, remembered with their tenant. */
const GESEHEN_MAX = 256;

export function mandantenAus(datei: MandantenDatei): Mandanten {
  const standard = datei.mandanten.find((m) => m.key === datei.standard)!;
  const nachHost = new Map<string, Mandant>();
  const gesehen = new Map<string, Mandant>();
  for (const m of datei.mandanten) for (const h of m.hosts) nachHost.set(h.toLowerCase(), m);
  return {
    standard,
    alle: datei.mandanten,
    fuerHost(host) {
      const bekannt = gesehen.get(host ?? '');
      if (bekannt) return bekannt;
      const m = nachHost.get((host ?? '').toLowerCase().replace(/:\d+$/, '')) ?? standard;
      // Every request asks; a host sent by anyone may be new, so the memory of them is bounded.
      if (gesehen.size < GESEHEN_MAX) gesehen.set(host ?? '', m);
      return m;
    },
    nachKey: (key) => datei.mandanten.find((m) => m.key === key),
  };
}

export function mandantenLaden(pfad: string): Mandanten {
  let roh: unknown;
  try {
    roh = JSON.parse(readFileSync(pfad, 'utf8'));
  } catch (e) {
    throw new Error(`Mandantenkonfiguration ${pfad} kann nicht gelesen werden: ${(e as Error).message}`, { cause: e });
  }
  const ergebnis = MandantenDateiSchema.safeParse(roh);
  if (!ergebnis.success) {
    const zeilen = ergebnis.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Mandantenkonfiguration ${pfad} ist ungültig:\n${zeilen.join('\n')}`);
  }
  return mandantenAus(ergebnis.data);
}
