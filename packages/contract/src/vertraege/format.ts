import type { KUNDENARTEN } from '../anschlussnutzer/schemas.ts';
import { zahlDeutsch } from '../common/zahl.ts';
import { ctJeKwh, euro } from '../geld/format.ts';
import type { Tarif, Tariftyp, Vertrag } from './schemas.ts';
import { vertraegeTexte } from './texte.ts';

// SPEC §9 formats of the contract screens.

/** SPEC §3: Strom or Gas; anything else reads "Versorgungsart nicht gefunden". */
export function versorgungsartText(versorgungsart: string): string {
  return versorgungsart === 'Strom' || versorgungsart === 'Gas' ? versorgungsart : vertraegeTexte.versorgungsartUnbekannt;
}

export type Preisangabe = 'brutto' | 'netto';

/** SPEC §9: brutto for the all-inclusive-gross tariff and for dynamic tariffs of household customers. */
export function preisangabe(tarif: Pick<Tarif, 'tariftyp' | 'istDynamisch'>, kundenArt: (typeof KUNDENARTEN)[number]): Preisangabe {
  if (tarif.tariftyp === 'ALLES_INKLUSIVE_BRUTTO') return 'brutto';
  return tarif.istDynamisch && kundenArt === 'Haushaltskunde' ? 'brutto' : 'netto';
}

/** SPEC §9: grundpreis in €. */
export function euroText(wert: number | null | undefined): string {
  return wert === null || wert === undefined ? '' : euro(wert);
}

/** SPEC §9: arbeitspreis in Cent; the API carries EUR per kWh. */
export function centText(eurProKwh: number | null | undefined): string {
  return eurProKwh === null || eurProKwh === undefined ? '' : ctJeKwh(eurProKwh);
}

export function prozentText(wert: number | null | undefined): string {
  return wert === null || wert === undefined ? '' : `${zahlDeutsch(wert)} %`;
}

/** Not in SPEC: readable names of the price models. */
export const tariftypLabel: Record<Tariftyp, string> = {
  DYNAMISCHER_PREIS: 'Dynamischer Preis',
  ALLES_INKLUSIVE_NETTO: 'Alles inklusive (netto)',
  ALLES_INKLUSIVE_BRUTTO: 'Alles inklusive (brutto)',
  REINER_ENERGIEPREIS: 'Reiner Energiepreis',
};

export function lieferadresse(v: Pick<Vertrag, 'strasse' | 'hausnummer' | 'plz' | 'ort'>): string {
  return `${v.strasse} ${v.hausnummer}, ${v.plz} ${v.ort}`;
}
