import { abrechnungsinformationTexte as t, zeitraumTitel, type Mandant } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { ereignisMelden } from '../../domain/benachrichtigungen/melden.ts';
import type { Erzeuger } from '../../domain/dokument-bei-bedarf.ts';
import { abrechnungsinformationPdf } from './pdf.ts';
import { eineLesen } from './repository.ts';

/** The document id of an information: short and stable, so a rerun replaces rather than adds. */
export const dokumentId = (vertragNr: number, id: string) => `abrinfo-${vertragNr}-${id}`;
const infoId = (dokument: string) => /^abrinfo-\d+-(.+)$/.exec(dokument)?.[1];

export interface DokumentEintrag {
  v: { nr: number; id: string; kundennummer: string };
  info: { id: string; von: string; bis: string };
}

/**
 * Puts the informations under Dokumente (or, after a correction, empties the stored bytes), one statement for
 * all. The PDF is not rendered here: the download renders it from the stored figures on the first ask
 * (docs/entscheidungen/0239-pdf-der-abrechnungsinformation-bei-bedarf.md).
 */
export async function dokumenteSchreiben(db: Db, mandant: Mandant, eintraege: readonly DokumentEintrag[], jetzt: Date): Promise<string[]> {
  if (eintraege.length === 0) return [];
  const spalte = (f: (e: DokumentEintrag) => string) => sql`${eintraege.map(f)}::text[]`;
  const ids = eintraege.map((e) => dokumentId(e.v.nr, e.info.id));
  await sql`
    insert into dokument (mandant, id, kundennummer, vertrag_id, dateiname, kategorie, beschreibung, erstellzeitpunkt, mime_type, groesse, inhalt)
    select ${mandant.key}, d.id, d.kundennummer, d.vertrag_id, d.dateiname, ${t.dokumentKategorie}, d.beschreibung, ${jetzt}, 'application/pdf', null, null
    from unnest(${sql`${ids}::text[]`}, ${spalte((e) => e.v.kundennummer)}, ${spalte((e) => e.v.id)}, ${spalte((e) => t.dateiname(e.info.id))}, ${spalte((e) => `${t.einzeltitel} ${zeitraumTitel(e.info)}`)})
      as d(id, kundennummer, vertrag_id, dateiname, beschreibung)
    on conflict (mandant, id) do update set dateiname = excluded.dateiname, beschreibung = excluded.beschreibung, groesse = null, inhalt = null`.execute(db);
  return ids;
}

/** The document download's renderer: the information's PDF from its stored figures (undefined when it is gone). */
export const pdfErzeuger: Erzeuger = async (db, mandant, d) => {
  const id = infoId(d.id);
  const info = id && d.vertrag_id ? await eineLesen(db, mandant.key, d.vertrag_id, id) : undefined;
  return info && abrechnungsinformationPdf(mandant, info);
};

/**
 * Tells the customers through the notification model (centre, push, mail as chosen; quiet hours), one set of
 * statements for all. Each key is its document's (`dokument:<id>`), so the daily "new document" run finds it
 * announced and adds nothing.
 */
export async function melden(db: Db, mandant: string, eintraege: ReadonlyArray<{ kundennummer: string; vertragId: string; dokument: string; monat: string }>, jetzt: Date): Promise<void> {
  if (eintraege.length === 0) return;
  await ereignisMelden(
    db,
    mandant,
    `dokument:${eintraege[0]!.dokument}`,
    eintraege.map((e) => {
      const n = t.nachricht(e.monat);
      return { kundennummer: e.kundennummer, schluessel: `dokument:${e.dokument}`, nachricht: { ereignis: 'dokument' as const, titel: n.titel, text: n.text, link: `/vertrag/${encodeURIComponent(e.vertragId)}/abrechnungsinformationen/${e.monat}` } };
    }),
    jetzt,
  );
}
