import type { Dienste } from '../../shared/dienste.ts';
import { zustellungAnstossen } from '../../domain/benachrichtigungen/anstoss.ts';
import type { Auftrag } from '../../shared/zeitplan/zeitplan.ts';
import { ablesungErinnern } from './ablesung.ts';
import { neueDokumenteMelden } from './dokumente.ts';
import { preisEreignisseMelden } from './preise.ts';

/**
 * The notifications' daily jobs per tenant, run once across processes by shared/zeitplan. They only record events
 * (centre entries and delivery rows); the delivery loop sends them, each once per customer and channel.
 */
export function benachrichtigungsAuftraege(d: Dienste): Auftrag[] {
  return [
    // EPEX day-ahead results are published around 12:45; 14:30 leaves the price fetch time, then retries.
    { name: 'benachrichtigung-preise', um: '14:30', ausfuehren: async (l) => void (await preisEreignisseMelden(d.db, l.mandant, l.tag, l.jetzt), zustellungAnstossen()) },
    { name: 'benachrichtigung-ablesung', um: '09:00', ausfuehren: async (l) => void (await ablesungErinnern(d.db, l.mandant, l.tag, l.jetzt), zustellungAnstossen()) },
    { name: 'benachrichtigung-dokumente', um: '08:00', ausfuehren: async (l) => void (await neueDokumenteMelden(d.db, l.mandant.key, l.jetzt), zustellungAnstossen()) },
  ];
}
