import { vormonat } from '@ekp/contract';
import { zustellungAnstossen } from '../../domain/benachrichtigungen/anstoss.ts';
import type { Dienste } from '../../shared/dienste.ts';
import type { Auftrag } from '../../shared/zeitplan/zeitplan.ts';
import { monatErstellen } from './monatslauf.ts';

/** Parts of a tenant's daily run: several processes share the contracts, each part claimed once (by `nr` modulo). */
export const TEILE = 16;

/**
 * The daily run per tenant (once across processes through shared/zeitplan, in TEILE parts): the previous
 * month's informations, made when their data is complete or on the fifth day, and updated after corrections.
 * A part of 100,000 contracts is 6,250; its lease (30 minutes) is far above what one takes, so only a dead
 * process's part is taken over.
 */
export function abrechnungsinformationAuftraege(d: Dienste): Auftrag[] {
  return [
    {
      name: 'abrechnungsinformation',
      um: '06:00',
      fristSekunden: 1800,
      teile: TEILE,
      ausfuehren: async (l) => {
        const e = await monatErstellen(d.db, l.mandant, vormonat(l.tag), l.jetzt, 0, Number.MAX_SAFE_INTEGER, { teil: l.teil, teile: l.teile });
        if (e.neu > 0) zustellungAnstossen();
      },
    },
  ];
}
