import { anzeigename, datumDeutsch, rechnungsadressenTexte, type Mandant, type Rechnungsadresse } from '@ekp/contract';
import type { Aenderungsinhalt } from '../../domain/bestaetigung.ts';
import type { DatierteAenderung } from '../../domain/datierte-eintraege-routes.ts';

/** The address as one line of a mail: name, c/o, street or PO box, town and country. */
function adresszeile(a: Rechnungsadresse): string {
  const name = a.firma && !a.nachname ? a.firma : [anzeigename(a), a.firma].filter(Boolean).join(', ');
  const strasse = a.postfach ? `Postfach ${a.postfach}` : `${a.strasse ?? ''} ${a.hausnummer ?? ''}`.trim();
  return [name, a.co ? `c/o ${a.co}` : '', strasse, `${a.postleitzahl} ${a.ort}`, a.land].filter(Boolean).join(', ');
}

/** What the confirmation of a billing-address change says. */
export function rechnungsadresseBestaetigung(_mandant: Mandant, a: DatierteAenderung<Rechnungsadresse>): Aenderungsinhalt {
  if (a.art !== 'angelegt') {
    const was = a.art === 'geloescht' ? 'gelöscht' : `zum ${datumDeutsch(a.gueltigBis)} beendet`;
    return { betreff: rechnungsadressenTexte.mailBetreff, eingang: `Ihre Rechnungsadresse ${a.id} wurde über das Kundenportal ${was}.`, angaben: [] };
  }
  const r = a.eintrag;
  return {
    betreff: rechnungsadressenTexte.mailBetreff,
    eingang: 'wir haben Ihre neue Rechnungsadresse über das Kundenportal erhalten:',
    angaben: [`Rechnungsadresse: ${adresszeile(r)}`, `Gültig ab: ${datumDeutsch(r.gueltigVon)}`, `Gilt für: ${r.vertragId ? `Vertrag ${r.vertragId}` : 'alle Ihre Verträge'}`],
  };
}
