import { datumDeutsch, heuteIn, kampagnenTexte as t, nachrichten, serviceApi, zeitpunktMitVersatz } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HttpFehler } from '../../../kern/http-fehler.ts';
import { ereignisMelden, type Empfaenger } from '../../../domain/benachrichtigungen/melden.ts';
import { csvZelle, protokollieren } from '../protokoll.ts';
import { serviceRoute } from '../sitzung.ts';
import { alsOffenerVertrag, kampagneOder404, kampagnenListe, kampagnenStand, offeneAbfrage, SEITENGROESSE, type OffeneZeile } from './stand.ts';
import { telefonRoute } from './telefon.ts';

/**
 * The console's reading campaigns (docs/service.md): progress, the open contracts (JSON by page, or all as
 * CSV for a postal reminder), and the reminder to the open customers with an account. Any role may use
 * them; what shows or sends personal data is written to the audit log.
 */
export function ablesekampagnenRoutes(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;

  serviceRoute(app, serviceApi.ablesekampagnen, async ({ ma }) => ({ kampagnen: await kampagnenListe(db, ma.mandant) }));

  serviceRoute(app, serviceApi.ablesekampagne, async ({ ma, params }) => kampagnenStand(db, ma.mandant, await kampagneOder404(db, ma.mandant, params.kampagneId)));

  serviceRoute(app, serviceApi.ablesekampagneOffen, async ({ ma, params, query, request, reply }) => {
    const k = await kampagneOder404(db, ma.mandant, params.kampagneId);
    const abfrage = offeneAbfrage(db, ma.mandant, k, query);
    const csv = (request.headers.accept ?? '').includes('text/csv');
    await protokollieren(db, request, { kennung: ma.kennung, aktion: csv ? 'ablesekampagne_export' : 'ablesekampagne_ansehen', details: `Stichtag ${datumDeutsch(k.stichtag)}` });
    if (csv) {
      const zeilen = (await sql<OffeneZeile>`${abfrage} order by v.kundennummer, v.vertrag_id`.execute(db)).rows;
      const zeile = (z: OffeneZeile) =>
        [z.kundennummer, z.name, z.strasse, z.hausnummer, z.plz, z.ort, z.vertrag_id, z.zaehlernummer, datumDeutsch(k.stichtag), datumDeutsch(k.frist), z.konto ? t.ja : t.nein, z.erinnert ? zeitpunktMitVersatz(new Date(z.erinnert)) : '']
          .map(csvZelle)
          .join(';');
      await reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ablesung-offen-${ma.mandant}-${k.stichtag}.csv"`)
        .send([t.csvKopf, ...zeilen.map(zeile)].join('\r\n') + '\r\n');
      return undefined as never;
    }
    const [gesamt, seite] = await Promise.all([
      sql<{ n: number }>`select count(*)::int as n from (${abfrage}) o`.execute(db),
      sql<OffeneZeile>`${abfrage} order by v.kundennummer, v.vertrag_id limit ${SEITENGROESSE} offset ${(query.seite - 1) * SEITENGROESSE}`.execute(db),
    ]);
    return { vertraege: seite.rows.map(alsOffenerVertrag), gesamt: Number(gesamt.rows[0]!.n), seite: query.seite, seitengroesse: SEITENGROESSE };
  });

  serviceRoute(app, serviceApi.ablesekampagneErinnern, async ({ ma, params, request }) => {
    const jetzt = uhr.jetzt();
    const heute = heuteIn(jetzt);
    const k = await kampagneOder404(db, ma.mandant, params.kampagneId);
    if (heute > k.frist) throw new HttpFehler(409, t.fristVorbei);
    const offen = (await sql<OffeneZeile>`${offeneAbfrage(db, ma.mandant, k, { suche: '', konto: 'alle' })} order by v.kundennummer, v.vertrag_id`.execute(db)).rows;
    const mitKonto = offen.filter((z) => z.konto);
    // One event key takes a customer once; a customer with two open contracts gets the second in a later round.
    const runden: Empfaenger[][] = [];
    const schonDrin = new Map<string, number>();
    for (const z of mitKonto) {
      const runde = schonDrin.get(z.kundennummer) ?? 0;
      schonDrin.set(z.kundennummer, runde + 1);
      (runden[runde] ??= []).push({ kundennummer: z.kundennummer, nachricht: nachrichten.ablesekampagneErinnerung(z.vertrag_id, k.stichtag, k.frist) });
    }
    for (const [i, empfaenger] of runden.entries()) await ereignisMelden(db, ma.mandant, `ablesekampagne_erinnerung:${k.stichtag}:${heute}:${i}`, empfaenger, jetzt);
    if (mitKonto.length) {
      const ids = mitKonto.map((z) => z.vertrag_id);
      await sql`update ablesecode set erinnert = ${jetzt} where mandant = ${ma.mandant} and kampagne_id = ${k.id} and vertrag_id = any(${ids}::text[])`.execute(db);
    }
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'ablesekampagne_erinnerung', details: `Stichtag ${datumDeutsch(k.stichtag)}: ${mitKonto.length} Verträge` });
    return { erinnert: mitKonto.length, ohneKonto: offen.length - mitKonto.length };
  });

  telefonRoute(app);
}
