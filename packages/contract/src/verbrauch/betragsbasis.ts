import type { Betragsbasis } from '../geld/umsatzsteuer.ts';
import type { Tarif } from '../vertraege/schemas.ts';

/**
 * What the history's costs include. A dynamic tariff is priced all in, VAT included (the all-in price, or market
 * price + aufschlag with VAT). A fixed tariff is priced at its stored arbeitspreis: gross for ALLES_INKLUSIVE_BRUTTO,
 * net for the other types. So the label says which, rather than the screen pretending every cost is gross.
 */
export function historieBetragsbasis(tarif: Pick<Tarif, 'tariftyp' | 'istDynamisch'>): Betragsbasis {
  return tarif.istDynamisch || tarif.tariftyp === 'ALLES_INKLUSIVE_BRUTTO' ? 'brutto' : 'netto';
}
