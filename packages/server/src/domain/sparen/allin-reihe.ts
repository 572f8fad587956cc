import { allinPreis, inViertelstunden, preisRechnen, UMSATZSTEUER_REGELSATZ, type AllinAufschluesselung, type Preisbestandteile } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { marktpreiseLesen } from './preisgrundlagen.ts';

// The all-in price series, shared: the saving tools (features/sparen) and the notification of
// tomorrow's cheapest window (features/benachrichtigungen) price the same quarter hours alike.

export interface AllinViertelstunde {
  von: number;
  bis: number;
  preis: number;
  bestandteile: AllinAufschluesselung | null;
}

/** What prices a dynamic tariff's quarter hour beyond the market: its aufschlag and the components. */
export interface AllinGrundlage {
  aufschlag: number;
  bestandteile: Preisbestandteile | null;
}

/**
 * The all-in price of each market price as quarter hours: market price + aufschlag + the components, with
 * VAT (docs/sparen.md); without components market price + aufschlag with 19 % VAT. Pure.
 */
export function allinAusMarktpreisen(markt: ReadonlyArray<{ von: number; bis: number; preis: number }>, g: AllinGrundlage): AllinViertelstunde[] {
  return inViertelstunden(markt).map((m) => {
    if (!g.bestandteile) return { von: m.von, bis: m.bis, preis: preisRechnen((m.preis + g.aufschlag) * (1 + UMSATZSTEUER_REGELSATZ)), bestandteile: null };
    const b = allinPreis(m.preis, g.aufschlag, g.bestandteile, m.von);
    return { von: m.von, bis: m.bis, preis: b.preis, bestandteile: b };
  });
}

/** The all-in price of every known quarter hour starting in [von, bis) of a tenant's market prices. */
export async function allinReiheLesen(db: Db, mandant: string, g: AllinGrundlage, von: Date, bis: Date): Promise<AllinViertelstunde[]> {
  return allinAusMarktpreisen(await marktpreiseLesen(db, mandant, von, bis), g);
}
