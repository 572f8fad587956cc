import { vormonat } from '@ekp/contract';
import { zustellungAnstossen } from '../../shared/benachrichtigungen/anstoss.ts';
import type { Dienste } from '../../shared/dienste.ts';
import type { Auftrag } from '../../shared/zeitplan/zeitplan.ts';
import { monatErstellen } from './monatslauf.ts';

/**
 * The daily run per tenant (once across processes through shared/zeitplan): the previous month's
 * informations, made when their data is complete or on the fifth day, and updated after corrections.
 */
export function abrechnungsinformationAuftraege(d: Dienste): Auftrag[] {
  return [
    {
      name: 'abrechnungsinformation',
      um: '06:00',
      fristSekunden: 3600,
      ausfuehren: async (l) => {
        const e = await monatErstellen(d.db, l.mandant, vormonat(l.tag), l.jetzt);
        if (e.neu > 0) zustellungAnstossen();
      },
    },
  ];
}
