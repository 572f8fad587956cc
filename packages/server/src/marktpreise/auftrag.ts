import { heuteIn, type IsoDatum, type Mandant, stundeIn, tagDanach, tagesbeginn } from '@ekp/contract';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/verbinden.ts';
import type { Auftrag } from '../shared/zeitplan/zeitplan.ts';
import { aufloesen, preiseSpeichern, tagHolen, tagVollstaendig } from './holen.ts';
import { energyCharts, entsoe, type PreisQuelle, type QuelleName } from './quellen.ts';

// The daily price jobs (docs/marktdaten.md): fetch the next day at EKP_PREISE_UM, check it at 14:00.

export interface PreisKonfig {
  um: string;
  quellen: Record<QuelleName, PreisQuelle>;
}

export function preisKonfigAus(env: Env): PreisKonfig {
  return {
    um: env.EKP_PREISE_UM,
    quellen: { 'energy-charts': energyCharts(env.EKP_ENERGY_CHARTS_URL), entsoe: entsoe(env.EKP_ENTSOE_URL, env.EKP_ENTSOE_TOKEN) },
  };
}

/** Fetches the day's prices for a tenant from its sources in order and stores them at its granularity. */
export async function preiseHolen(db: Db, k: PreisKonfig, mandant: Mandant, tag: IsoDatum): Promise<{ quelle: string; anzahl: number; uebersprungen: string[] }> {
  const m = mandant.marktpreise;
  if (!m) throw new Error(`Für den Mandanten ${mandant.key} sind keine Marktpreise konfiguriert (marktpreise in der Mandantenkonfiguration).`);
  const t = await tagHolen(m.quellen.map((q) => k.quellen[q]), m.gebotszone, tag);
  const anzahl = await preiseSpeichern(db, mandant.key, aufloesen(t.preise, m.aufloesung), t.quelle, tagesbeginn(tag), tagesbeginn(tagDanach(tag)));
  return { quelle: t.quelle, anzahl, uebersprungen: t.uebersprungen };
}

/** Day-ahead prices are published around 12:45; from 14:00 the next day counts as missing. */
export const PREISE_FEHLEN_AB_STUNDE = 14;

export function preisAuftraege(db: Db, k: PreisKonfig): Auftrag[] {
  const mitPreisen = (m: Mandant) => m.marktpreise !== undefined;
  return [
    {
      name: 'preise-holen',
      um: k.um,
      fuer: mitPreisen,
      async ausfuehren(lauf) {
        const morgen = tagDanach(lauf.tag);
        if (await tagVollstaendig(db, lauf.mandant.key, morgen)) return; // imported by hand already
        await preiseHolen(db, k, lauf.mandant, morgen);
      },
    },
    {
      // Fails (and so is logged as an error by the scheduler, and retried) while tomorrow's prices are missing.
      name: 'preise-pruefen',
      um: k.um > '14:00' ? k.um : '14:00',
      fuer: mitPreisen,
      async ausfuehren(lauf) {
        const morgen = tagDanach(lauf.tag);
        if (!(await tagVollstaendig(db, lauf.mandant.key, morgen))) throw new Error(`Marktpreise für ${morgen} fehlen (Mandant ${lauf.mandant.key})`);
      },
    },
  ];
}

/** For /api/ready: after 14:00, every tenant with configured prices whose next day is incomplete. */
export async function fehlendePreise(db: Db, mandanten: Mandant[], jetzt: Date): Promise<string[]> {
  if (stundeIn(jetzt) < PREISE_FEHLEN_AB_STUNDE) return [];
  const morgen = tagDanach(heuteIn(jetzt));
  const hinweise: string[] = [];
  for (const m of mandanten) {
    if (m.marktpreise && !(await tagVollstaendig(db, m.key, morgen))) hinweise.push(`Marktpreise für ${morgen} fehlen (Mandant ${m.key})`);
  }
  return hinweise;
}
