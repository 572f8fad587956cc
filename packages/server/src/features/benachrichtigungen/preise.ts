import { FENSTER_STANDARD_STUNDEN, guenstigstesFenster, nachrichten, negativePreise, tagDanach, tagesbeginn, type IsoDatum, type Marktpreis } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { ereignisMelden, type Empfaenger } from '../../shared/benachrichtigungen/melden.ts';

/** The day-ahead prices of a local day, sorted; the job fails (and is retried) while they are missing. */
async function preiseDesTages(db: Db, mandant: string, tag: IsoDatum): Promise<Marktpreis[]> {
  return db
    .selectFrom('marktpreis')
    .select(['von', 'bis', 'preis'])
    .where('mandant', '=', mandant)
    .where('von', '>=', tagesbeginn(tag))
    .where('von', '<', tagesbeginn(tagDanach(tag)))
    .orderBy('von')
    .execute();
}

/** Customers with a dynamic tariff delivered tomorrow, with the window length each chose. */
async function kundenMitDynamischemTarif(db: Db, mandant: string, morgen: IsoDatum): Promise<{ kundennummer: string; stunden: number }[]> {
  const r = await sql<{ kundennummer: string; stunden: number }>`
    select a.kundennummer, coalesce(p.fenster_stunden, ${FENSTER_STANDARD_STUNDEN}) as stunden
    from anschlussnutzer a
    left join benachrichtigung_profil p on p.mandant = a.mandant and p.kundennummer = a.kundennummer
    where a.mandant = ${mandant} and exists (
      select 1 from vertrag v join tarif t on t.mandant = v.mandant and t.vertrag_id = v.id
      where v.mandant = a.mandant and v.kundennummer = a.kundennummer and not v.storniert
        and (v.lieferende is null or v.lieferende >= ${morgen}) and t.ist_dynamisch
        and (t.gueltig_von is null or t.gueltig_von <= ${morgen}) and (t.gueltig_bis is null or t.gueltig_bis >= ${morgen}))`.execute(db);
  return r.rows.map((z) => ({ kundennummer: z.kundennummer, stunden: Number(z.stunden) }));
}

/**
 * Issue 33 events "tomorrow's cheapest window" and "negative prices tomorrow", after the day-ahead prices
 * arrived: one entry per customer and day (keys `preisfenster:<day>`, `negativpreis:<day>`).
 */
export async function preisEreignisseMelden(db: Db, mandant: string, heute: IsoDatum, jetzt: Date): Promise<number> {
  const morgen = tagDanach(heute);
  const preise = await preiseDesTages(db, mandant, morgen);
  if (preise.length === 0) throw new Error(`Börsenpreise für ${morgen} fehlen noch`);
  const kunden = await kundenMitDynamischemTarif(db, mandant, morgen);
  const fenster = new Map<number, ReturnType<typeof guenstigstesFenster>>();
  const empfaenger: Empfaenger[] = [];
  for (const k of kunden) {
    if (!fenster.has(k.stunden)) fenster.set(k.stunden, guenstigstesFenster(preise, k.stunden));
    const f = fenster.get(k.stunden);
    if (f) empfaenger.push({ kundennummer: k.kundennummer, nachricht: nachrichten.preisfenster(f.von, f.bis, f.mittel) });
  }
  await ereignisMelden(db, mandant, `preisfenster:${morgen}`, empfaenger, jetzt);
  const negativ = negativePreise(preise);
  if (negativ.length > 0) {
    const n = nachrichten.negativpreis(negativ[0]!.von, negativ.at(-1)!.bis);
    await ereignisMelden(db, mandant, `negativpreis:${morgen}`, kunden.map((k) => ({ kundennummer: k.kundennummer, nachricht: n })), jetzt);
  }
  return empfaenger.length;
}
