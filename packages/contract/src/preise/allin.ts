import { preisRechnen } from '../geld/cent.ts';
import { UMSATZSTEUER_REGELSATZ } from '../geld/umsatzsteuer.ts';
import { berlinOrtszeit } from './ortszeit.ts';
import type { AllinAufschluesselung, Netzentgelt, NetzentgeltStufe, Preisbestandteile } from './schemas.ts';

// The all-in price per interval. Pure, so the price page, the cheapest window, the tariff
// comparison, the headline price and the public price feed compute it identically.

const minuten = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The §14a Modul 3 window (HLZ/SLZ/NLZ) an instant falls in, by the local quarter of the year and time of day. */
export function netzentgeltStufe(netzentgelt: Netzentgelt, zeitpunkt: Date | number): NetzentgeltStufe {
  if (netzentgelt.zeitfenster.length === 0) return 'SLZ';
  const ort = berlinOrtszeit(typeof zeitpunkt === 'number' ? zeitpunkt : zeitpunkt.getTime());
  return stufeNachOrtszeit(netzentgelt, Math.ceil(ort.monat / 3), ort.minute);
}

/** The window by quarter of the year (1–4) and local minute of the day. */
export function stufeNachOrtszeit(netzentgelt: Netzentgelt, quartal: number, minute: number): NetzentgeltStufe {
  for (const f of netzentgelt.zeitfenster) {
    if (!f.quartale.includes(quartal)) continue;
    const von = minuten(f.von);
    const bis = minuten(f.bis);
    const drin = von < bis ? minute >= von && minute < bis : minute >= von || minute < bis;
    if (drin) return f.stufe;
  }
  return 'SLZ';
}

/** The grid fee in EUR/kWh at an instant: the window's rate, the standard rate where the window has none. */
export function netzentgeltSatz(netzentgelt: Netzentgelt, stufe: NetzentgeltStufe): number {
  if (stufe === 'HLZ') return netzentgelt.hochlast ?? netzentgelt.standard;
  if (stufe === 'NLZ') return netzentgelt.niedriglast ?? netzentgelt.standard;
  return netzentgelt.standard;
}

/** VAT on market price + aufschlag of a dynamic tariff without price components. */
export const UMSATZSTEUER_OHNE_BESTANDTEILE = UMSATZSTEUER_REGELSATZ;

/**
 * All-in price of a dynamic tariff for the interval starting at `zeitpunkt`:
 * (marktpreis + aufschlag + netzentgelt + konzessionsabgabe + kwkgUmlage + stromnevUmlage + offshoreUmlage
 * + stromsteuer) × (1 + umsatzsteuer). All amounts EUR/kWh.
 */
export function allinPreis(marktpreis: number, aufschlag: number, bestandteile: Preisbestandteile, zeitpunkt: Date | number): AllinAufschluesselung {
  const stufe = netzentgeltStufe(bestandteile.netzentgelt, zeitpunkt);
  const netzentgelt = netzentgeltSatz(bestandteile.netzentgelt, stufe);
  const netto =
    marktpreis + aufschlag + netzentgelt + bestandteile.konzessionsabgabe + bestandteile.kwkgUmlage + bestandteile.stromnevUmlage + bestandteile.offshoreUmlage + bestandteile.stromsteuer;
  const umsatzsteuer = netto * bestandteile.umsatzsteuer;
  return {
    marktpreis,
    aufschlag,
    netzentgelt,
    netzentgeltStufe: stufe,
    konzessionsabgabe: bestandteile.konzessionsabgabe,
    kwkgUmlage: bestandteile.kwkgUmlage,
    stromnevUmlage: bestandteile.stromnevUmlage,
    offshoreUmlage: bestandteile.offshoreUmlage,
    stromsteuer: bestandteile.stromsteuer,
    netto: preisRechnen(netto),
    umsatzsteuer: preisRechnen(umsatzsteuer),
    preis: preisRechnen(netto + umsatzsteuer),
  };
}

/** A contract tariff's NT hours, local 22:00 to 06:00 (the comparison's `tarifAlsPreisung` uses the same window). */
export const NT_FENSTER = { ntVon: '22:00', ntBis: '06:00' } as const;

/** Whether an instant lies in the NT hours (NT_FENSTER, Berlin wall time). */
export function imNtFenster(zeitpunkt: Date | number): boolean {
  const m = berlinOrtszeit(typeof zeitpunkt === 'number' ? zeitpunkt : zeitpunkt.getTime()).minute;
  return m >= minuten(NT_FENSTER.ntVon) || m < minuten(NT_FENSTER.ntBis);
}

/**
 * The price per kWh a contract's customer pays for an interval: the all-in price for a dynamic tariff with
 * components; market price + aufschlag with VAT (19 % unless given) for one without; the contract's
 * arbeitspreis for a fixed tariff (its price is already what the contract says), its arbeitspreisNT in the NT
 * hours where it has one. The one rule the history, the billing information and the all-in history share.
 */
export function kundenpreis(
  tarif: { istDynamisch: boolean; arbeitspreis: number; arbeitspreisNT?: number | null | undefined; aufschlag?: number | null | undefined },
  marktpreis: number | null,
  bestandteile: Preisbestandteile | null,
  zeitpunkt: Date | number,
  umsatzsteuerOhneBestandteile = UMSATZSTEUER_OHNE_BESTANDTEILE,
): number | null {
  if (!tarif.istDynamisch) return tarif.arbeitspreisNT != null && imNtFenster(zeitpunkt) ? tarif.arbeitspreisNT : tarif.arbeitspreis;
  if (marktpreis === null) return null;
  const aufschlag = tarif.aufschlag ?? 0;
  if (bestandteile) return allinPreis(marktpreis, aufschlag, bestandteile, zeitpunkt).preis;
  return preisRechnen((marktpreis + aufschlag) * (1 + umsatzsteuerOhneBestandteile));
}
