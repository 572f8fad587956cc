import { FENSTER_STANDARD_STUNDEN, guenstigstesFensterBerechnen, nachrichten, tagDanach, tagesbeginn, type IsoDatum, type Mandant } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { ereignisMelden, type Empfaenger } from '../../domain/benachrichtigungen/melden.ts';
import { allinAusMarktpreisen } from '../../domain/sparen/allin-reihe.ts';
import { bestandteileLesen, marktpreiseLesen } from '../../domain/sparen/preisgrundlagen.ts';

interface Kunde {
  kundennummer: string;
  stunden: number;
  aufschlag: number;
  preisbestandteile: string | null;
}

/**
 * Customers with a dynamic tariff delivered tomorrow, with the window length each chose and what prices
 * their quarter hours (the tariff valid tomorrow; with several such contracts, the first by id).
 */
async function kundenMitDynamischemTarif(db: Db, mandant: string, morgen: IsoDatum): Promise<Kunde[]> {
  // One read of every such customer (100,000 in the benchmark): a batch job may take longer than a request.
  const r = await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = '120s'`.execute(trx);
    return sql<Kunde>`
    select distinct on (a.kundennummer) a.kundennummer, coalesce(p.fenster_stunden, ${FENSTER_STANDARD_STUNDEN}) as stunden,
      coalesce(t.aufschlag, 0) as aufschlag, t.preisbestandteile
    from anschlussnutzer a
    join vertrag v on v.mandant = a.mandant and v.kundennummer = a.kundennummer
    join tarif t on t.mandant = v.mandant and t.vertrag_id = v.id
    left join benachrichtigung_profil p on p.mandant = a.mandant and p.kundennummer = a.kundennummer
    where a.mandant = ${mandant} and not v.storniert and (v.lieferende is null or v.lieferende >= ${morgen}) and t.ist_dynamisch
      and (t.gueltig_von is null or t.gueltig_von <= ${morgen}) and (t.gueltig_bis is null or t.gueltig_bis >= ${morgen})
    order by a.kundennummer, v.id, t.gueltig_von desc nulls last, t.position`.execute(trx);
  });
  return r.rows.map((z) => ({ ...z, stunden: Number(z.stunden), aufschlag: Number(z.aufschlag) }));
}

/**
 * Events "tomorrow's cheapest window" and "negative prices tomorrow", after the day-ahead prices
 * arrived: one entry per customer and day (keys `preisfenster:<day>`, `negativpreis:<day>`). The window is
 * the saving tools' one (guenstigstesFensterBerechnen on the all-in price, as they show it), computed once
 * per window length, aufschlag and price components, since those are what differ between customers.
 */
export async function preisEreignisseMelden(db: Db, mandant: Mandant | string, heute: IsoDatum, jetzt: Date): Promise<number> {
  const key = typeof mandant === 'string' ? mandant : mandant.key;
  const morgen = tagDanach(heute);
  const von = tagesbeginn(morgen);
  const bis = tagesbeginn(tagDanach(morgen));
  const markt = await marktpreiseLesen(db, key, von, bis);
  if (markt.length === 0) throw new Error(`Börsenpreise für ${morgen} fehlen noch`);
  const kunden = await kundenMitDynamischemTarif(db, key, morgen);

  const bestandteile = new Map<string, Awaited<ReturnType<typeof bestandteileLesen>>>();
  const fenster = new Map<string, Empfaenger['nachricht'] | null>();
  const empfaenger: Empfaenger[] = [];
  for (const k of kunden) {
    const gruppe = `${k.stunden} ${k.aufschlag} ${k.preisbestandteile ?? ''}`;
    if (!fenster.has(gruppe)) {
      const id = k.preisbestandteile ?? '';
      if (!bestandteile.has(id)) bestandteile.set(id, await bestandteileLesen(db, mandant, k.preisbestandteile));
      const reihe = allinAusMarktpreisen(markt, { aufschlag: k.aufschlag, bestandteile: bestandteile.get(id)! });
      const f = guenstigstesFensterBerechnen(reihe, k.stunden * 4, von.getTime(), bis.getTime());
      fenster.set(gruppe, f ? nachrichten.preisfenster(new Date(f.von), new Date(f.bis), f.durchschnittspreis) : null);
    }
    const n = fenster.get(gruppe);
    if (n) empfaenger.push({ kundennummer: k.kundennummer, nachricht: n });
  }
  await ereignisMelden(db, key, `preisfenster:${morgen}`, empfaenger, jetzt);
  // Negative prices are the exchange's: the market price below zero, whatever the customer's all-in price.
  const negativ = markt.filter((p) => p.preis < 0);
  if (negativ.length > 0) {
    const n = nachrichten.negativpreis(new Date(negativ[0]!.von), new Date(negativ.at(-1)!.bis));
    await ereignisMelden(db, key, `negativpreis:${morgen}`, kunden.map((k) => ({ kundennummer: k.kundennummer, nachricht: n })), jetzt);
  }
  return empfaenger.length;
}
