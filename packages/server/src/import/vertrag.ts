import type { ImportVertrag } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';
import { intervalleAlsTage, type IntervallTag } from '../domain/intervall/tage.ts';
import { abschlagSchreiben } from './abschlag.ts';
import { nebendatenSchreiben } from './nebendaten.ts';

/**
 * A contract with its tariffs, meter, readings, consumption, instalment and side records; its interval days
 * are collected in `tage` for one write of the whole file. Returns the number of interval values.
 */
export async function vertragSchreiben(trx: Db, mandant: string, kundennummer: string, v: ImportVertrag, tage: IntervallTag[]): Promise<number> {
  const werte = {
    kundennummer,
    versorgungsart: v.versorgungsart,
    anmeldungsart: v.anmeldungsart,
    lieferbeginn: v.lieferbeginn ?? null,
    gewuenschter_lieferbeginn: v.gewuenschterLieferbeginn ?? null,
    lieferende: v.lieferende ?? null,
    gewuenschtes_lieferende: v.gewuenschtesLieferende ?? null,
    storniert: v.storniert,
    strasse: v.strasse,
    hausnummer: v.hausnummer,
    plz: v.plz,
    ort: v.ort,
    kunden_art: v.kundenArt,
    malo_id: v.maloId ?? null,
    melo_id: v.meloId ?? null,
  };
  const { nr } = await trx
    .insertInto('vertrag')
    .values({ mandant, id: v.id, ...werte })
    .onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet(werte))
    .returning('nr')
    .executeTakeFirstOrThrow();

  await tarifeSchreiben(trx, mandant, v);
  if (v.zaehler) {
    const kanaele = JSON.stringify(v.zaehler.kanaele);
    await trx
      .insertInto('zaehler')
      .values({ mandant, vertrag_id: v.id, nummer: v.zaehler.nummer, kanaele })
      .onConflict((oc) => oc.columns(['mandant', 'vertrag_id']).doUpdateSet({ nummer: v.zaehler!.nummer, kanaele }))
      .execute();
  }
  for (const a of v.ablesungen) {
    const ermittlungsart = a.ermittlungsart ?? 'NETZBETREIBER';
    const werteAblesung = {
      ablesewerte: JSON.stringify(a.ablesewerte),
      ablesegrund: a.ablesegrund ?? null,
      erfassungshinweis: a.erfassungshinweis ?? null,
      ableseart: a.ableseart ?? ermittlungsart,
    };
    await trx
      .insertInto('ablesung')
      .values({ mandant, vertrag_id: v.id, zaehlernummer: a.zaehlernummer, ablesedatum: a.ablesedatum, ermittlungsart, ...werteAblesung })
      .onConflict((oc) => oc.columns(['mandant', 'vertrag_id', 'zaehlernummer', 'ablesedatum', 'ermittlungsart']).doUpdateSet(werteAblesung))
      .execute();
  }
  for (const z of v.verbraeuche) {
    const werteVerbrauch = { summe: z.summe, prognose: z.prognose, pro_kanal: JSON.stringify(z.proKanal) };
    await trx
      .insertInto('verbrauch')
      .values({ mandant, vertrag_id: v.id, von: z.von, bis: z.bis, ...werteVerbrauch })
      .onConflict((oc) => oc.columns(['mandant', 'vertrag_id', 'von', 'bis']).doUpdateSet(werteVerbrauch))
      .execute();
  }
  for (const t of intervalleAlsTage(mandant, nr, v.lastgang)) tage.push(t);
  await abschlagSchreiben(trx, mandant, v);
  await nebendatenSchreiben(trx, mandant, kundennummer, v.id, v);
  return v.lastgang.length;
}

async function tarifeSchreiben(trx: Db, mandant: string, v: ImportVertrag): Promise<void> {
  for (const [position, t] of v.tarife.entries()) {
    const werte = {
      name: t.name,
      tariftyp: t.tariftyp,
      preisgarantietyp: t.preisgarantietyp ?? null,
      grundpreis: t.grundpreis,
      arbeitspreis: t.arbeitspreis,
      arbeitspreis_nt: t.arbeitspreisNT ?? null,
      anteil_nt: t.anteilNt ?? null,
      ist_dynamisch: t.istDynamisch,
      durchschnittlicher_arbeitspreis_vormonat: t.durchschnittlicherArbeitspreisVormonat ?? null,
      durchschnittlicher_arbeitspreis_gesamt: t.durchschnittlicherArbeitspreisGesamt ?? null,
      gueltig_von: t.gueltigVon ?? null,
      gueltig_bis: t.gueltigBis ?? null,
      aufschlag: t.aufschlag ?? null,
      preisbestandteile: t.preisbestandteile ?? null,
      einspeiseverguetung: t.einspeiseverguetung ?? null,
    };
    await trx
      .insertInto('tarif')
      .values({ mandant, vertrag_id: v.id, position, ...werte })
      .onConflict((oc) => oc.columns(['mandant', 'vertrag_id', 'position']).doUpdateSet(werte))
      .execute();
  }
  await trx.deleteFrom('tarif').where('mandant', '=', mandant).where('vertrag_id', '=', v.id).where('position', '>=', v.tarife.length).execute();
}
