import type { Mandant } from '@ekp/contract';
import type { Mandanten } from '../config/mandanten.ts';

/**
 * The tenants a CLI run works on: the one named by --mandant, else `alle`. An unknown key is said with the known
 * ones and gives undefined (the caller exits with 2).
 */
export function mandantenWaehlen(mandanten: Mandanten, key: string | undefined, alle: Mandant[] = mandanten.alle): Mandant[] | undefined {
  if (key === undefined) return alle;
  const m = mandanten.nachKey(key);
  if (m) return [m];
  console.error(`Unbekannter Mandant ${key}; bekannt sind ${mandanten.alle.map((x) => x.key).join(', ')}`);
  return undefined;
}

/** Runs `schritt` for each tenant, one failing tenant does not stop the others; exit status 1 if any failed. */
export async function jeMandant(ziele: Mandant[], schritt: (m: Mandant) => Promise<void>): Promise<number> {
  let fehler = 0;
  for (const m of ziele) {
    try {
      await schritt(m);
    } catch (e) {
      fehler++;
      console.error(`${m.key}: ${(e as Error).message}`);
    }
  }
  return fehler > 0 ? 1 : 0;
}
