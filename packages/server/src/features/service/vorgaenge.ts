import { FRIST_TAGE, faelligAm, heuteIn, istUeberfaellig, serviceApi, serviceTexte, vorgangArtLabel, vorgangArtVon, ZEITZONE, type Vorgang, type VorgangSicht, type VorgangStatus } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { einstellungenLesen } from './einstellungen.ts';
import { protokollieren } from './protokoll.ts';
import { serviceRoute } from './sitzung.ts';
import { anfrageStatusMelden } from '../../domain/benachrichtigungen/anfrage.ts';
import { zustellungAnstossen } from '../../domain/benachrichtigungen/anstoss.ts';
import { mailImAuftrag } from '../../shared/mail-ausgang.ts';

export const VORGAENGE_SEITE = 50;

// The inbox is the portal's own view over the outbox rows (which stay as the billing
// system's feed); the table `vorgang` adds status, assignee and notes. Readings count only when
// implausible or with a photo.
const ALS_VORGANG = sql`(o.art in ('kuendigung', 'kuendigung_oeffentlich', 'umzug', 'abschlag', 'kontaktanfrage', 'kontaktdaten',
  'rechnungsadresse', 'rechnungsadresse_beendet', 'rechnungsadresse_geloescht', 'bankverbindung', 'bankverbindung_beendet', 'bankverbindung_geloescht')
  or (o.art = 'ablesung' and (o.payload->>'plausibel' = 'false' or jsonb_typeof(o.payload->'foto') = 'object')))`;

const EINGANGSTAG = sql`(o.erstellt at time zone ${ZEITZONE})::date`;
const FRIST = sql.raw(
  `case regexp_replace(o.art, '_(beendet|geloescht)$', '') ${Object.entries(FRIST_TAGE)
    .map(([art, tage]) => `when '${art}' then ${tage}`)
    .join(' ')} else 14 end`,
);
const FAELLIG = sql`(${EINGANGSTAG} + ${FRIST})`;

interface Zeile {
  id: number;
  art: string;
  kundennummer: string | null;
  vertrag_id: string | null;
  erstellt: Date;
  payload: unknown;
  eingangstag: string;
  status: VorgangStatus | null;
  bearbeiter: string | null;
  notizen: Vorgang['notizen'] | null;
}

function abbilden(z: Zeile, heute: string): Vorgang {
  const art = vorgangArtVon(z.art) ?? 'kontaktanfrage';
  const status = z.status ?? 'neu';
  const faellig = faelligAm(art, typeof z.eingangstag === 'string' ? z.eingangstag.slice(0, 10) : heuteIn(new Date(z.eingangstag)));
  return {
    id: Number(z.id),
    art,
    outboxArt: z.art,
    kundennummer: z.kundennummer,
    vertragId: z.vertrag_id,
    eingegangen: new Date(z.erstellt).toISOString(),
    faellig,
    ueberfaellig: istUeberfaellig(faellig, status, heute),
    status,
    bearbeiter: z.bearbeiter,
    notizen: z.notizen ?? [],
    inhalt: z.payload,
  };
}

/** The Vorgänge of a tenant, filtered; `kundennummer` narrows to one customer's (the customer page: open ones only). */
export async function vorgaengeLesen(
  db: Db,
  mandant: string,
  jetzt: Date,
  f: { status?: VorgangStatus | undefined; art?: string | undefined; bearbeiter?: string | undefined; faelligBis?: string | undefined; sicht?: VorgangSicht | undefined; ich?: string; kundennummer?: string; offen?: boolean; id?: number },
  seite = 1,
) {
  const heute = heuteIn(jetzt);
  const bedingungen: RawBuilder<unknown>[] = [sql`o.mandant = ${mandant}`, ALS_VORGANG];
  if (f.id !== undefined) bedingungen.push(sql`o.id = ${f.id}`);
  if (f.kundennummer !== undefined) bedingungen.push(sql`o.kundennummer = ${f.kundennummer}`);
  if (f.art) bedingungen.push(sql`regexp_replace(o.art, '_(beendet|geloescht)$', '') = ${f.art}`);
  if (f.status) bedingungen.push(sql`coalesce(v.status, 'neu') = ${f.status}`);
  if (f.offen) bedingungen.push(sql`coalesce(v.status, 'neu') <> 'erledigt'`);
  if (f.bearbeiter) bedingungen.push(sql`v.bearbeiter = ${f.bearbeiter.toLowerCase()}`);
  if (f.faelligBis) bedingungen.push(sql`${FAELLIG} <= ${f.faelligBis}::date`);
  // The quick filters: overdue and due today count only what is still open (the list's "überfällig" rule).
  if (f.sicht === 'mir') bedingungen.push(sql`v.bearbeiter = ${(f.ich ?? '').toLowerCase()}`);
  if (f.sicht === 'ueberfaellig') bedingungen.push(sql`coalesce(v.status, 'neu') <> 'erledigt' and ${FAELLIG} < ${heute}::date`);
  if (f.sicht === 'heute') bedingungen.push(sql`coalesce(v.status, 'neu') <> 'erledigt' and ${FAELLIG} = ${heute}::date`);
  const r = await sql<Zeile & { gesamt: number }>`
    select o.id, o.art, o.kundennummer, o.vertrag_id, o.erstellt, o.payload, to_char(${EINGANGSTAG}, 'YYYY-MM-DD') as eingangstag,
      v.status, v.bearbeiter, v.notizen, count(*) over () as gesamt
    from outbox o left join vorgang v on v.mandant = o.mandant and v.outbox_id = o.id
    where ${sql.join(bedingungen, sql` and `)}
    order by (coalesce(v.status, 'neu') = 'erledigt'), ${FAELLIG}, o.id
    limit ${VORGAENGE_SEITE} offset ${(seite - 1) * VORGAENGE_SEITE}`.execute(db);
  return { vorgaenge: r.rows.map((z) => abbilden(z, heute)), gesamt: Number(r.rows[0]?.gesamt ?? 0), seite, seitengroesse: VORGAENGE_SEITE };
}

const ersetzen = (vorlage: string, werte: Record<string, string>) => vorlage.replace(/\{(\w+)\}/g, (ganz, name: string) => werte[name] ?? ganz);

export function vorgaengeRoutes(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;

  serviceRoute(app, serviceApi.vorgaenge, async ({ ma, query, request }) => {
    const ergebnis = await vorgaengeLesen(db, ma.mandant, uhr.jetzt(), { ...query, ich: ma.kennung }, query.seite);
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'vorgaenge_liste', details: new URLSearchParams(request.query as Record<string, string>).toString() });
    return ergebnis;
  });

  serviceRoute(app, serviceApi.vorgangAendern, async ({ ma, params, body, request, mandant }) => {
    const jetzt = uhr.jetzt();
    const vorher = (await vorgaengeLesen(db, ma.mandant, jetzt, { id: params.id })).vorgaenge[0];
    if (!vorher) throw new HttpFehler(404, serviceTexte.vorgaenge.nichtGefunden);
    let bearbeiter = vorher.bearbeiter;
    if (body.bearbeiter !== undefined) {
      bearbeiter = body.bearbeiter ? body.bearbeiter.toLowerCase() : null;
      if (bearbeiter) {
        const gibt = await db.selectFrom('mitarbeiter').select('kennung').where('mandant', '=', ma.mandant).where('kennung', '=', bearbeiter).executeTakeFirst();
        if (!gibt) throw new HttpFehler(400, serviceTexte.vorgaenge.bearbeiterUnbekannt, { bearbeiter: serviceTexte.vorgaenge.bearbeiterUnbekannt });
      }
    }
    const status = body.status ?? vorher.status;
    const notizen = body.notiz ? [...vorher.notizen, { von: ma.kennung, am: jetzt.toISOString(), text: body.notiz }] : vorher.notizen;
    const was = [body.status && `status=${status}`, body.bearbeiter !== undefined && `bearbeiter=${bearbeiter ?? ''}`, body.notiz && 'notiz'].filter(Boolean).join(', ');
    const statusNeu = body.status !== undefined && body.status !== vorher.status;
    // The new state, its audit entry and the customer's notification commit together: the customer
    // is told of exactly the status that was stored, and a failed notification leaves the status as it was.
    // "erledigt" can tell the customer, with the tenant's template; the mail is queued with the new state and
    // sent after the commit, so a rolled-back change mails nothing.
    const erledigtMail = body.status === 'erledigt' && vorher.status !== 'erledigt' && body.mailSenden && vorher.kundennummer ? vorher.kundennummer : null;
    const mail = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('vorgang')
        .values({ mandant: ma.mandant, outbox_id: vorher.id, status, bearbeiter, notizen: JSON.stringify(notizen), geaendert: jetzt })
        .onConflict((oc) => oc.columns(['mandant', 'outbox_id']).doUpdateSet({ status, bearbeiter, notizen: JSON.stringify(notizen), geaendert: jetzt }))
        .execute();
      await protokollieren(trx, request, { kennung: ma.kennung, aktion: 'vorgang_geaendert', kundennummer: vorher.kundennummer, details: `Vorgang ${vorher.id}: ${was}` });
      if (statusNeu) await anfrageStatusMelden(trx, ma.mandant, vorher, status, jetzt, { mailSchonGesendet: status === 'erledigt' && body.mailSenden === true });
      if (!erledigtMail) return undefined;
      const kunde = await trx.selectFrom('anschlussnutzer').select('email').where('mandant', '=', ma.mandant).where('kundennummer', '=', erledigtMail).executeTakeFirst();
      if (!kunde?.email) return undefined;
      const e = await einstellungenLesen(trx, ma.mandant);
      const werte = { kundennummer: erledigtMail, art: vorgangArtLabel[vorher.art], eingang: vorher.eingegangen.slice(0, 10), versorger: mandant.anzeigename };
      const eingereiht = await mailImAuftrag(trx, app.dienste, { mandant: ma.mandant, art: 'vorgang-erledigt', kundennummer: erledigtMail, mail: { von: mandant.absenderEmail, an: kunde.email, betreff: ersetzen(e.erledigtBetreff, werte), text: ersetzen(e.erledigtText, werte) } });
      await protokollieren(trx, request, { kennung: ma.kennung, aktion: 'mail_erledigt', kundennummer: erledigtMail, details: `Vorgang ${vorher.id}: ${vorgangArtLabel[vorher.art]}` });
      return eingereiht;
    });
    if (statusNeu) zustellungAnstossen();
    await mail?.senden(request.log);
    return (await vorgaengeLesen(db, ma.mandant, jetzt, { id: params.id })).vorgaenge[0]!;
  });
}
