import { ablesekampagneApi, ablesekampagneTexte as t, ablesungenTexte, codeNormalisieren, heuteIn, plausibilisieren, texte, zaehlernummerMaskiert, zaehlwerkName, type ZaehlerstandMelden } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { clientSchluessel } from '../../shared/client-adresse.ts';
import { bundVon, codeHashes } from './code-hash.ts';
import { grenzen, SPERRE_MS, SPERRE_NACH } from './drosselung.ts';
import { meldungPruefen } from '../../domain/ablesemeldung/pruefen.ts';
import { BODY_LIMIT, fotoLesen } from './foto.ts';
import { meldungSchreiben } from '../../domain/ablesemeldung/speichern.ts';
import { lageLesen, type Lage } from '../../domain/ablesemeldung/vergleichswerte.ts';
import { codeFinden, codeHalten, fehlversuchZaehlen, type CodeTreffer } from './repository.ts';

// The two calls without login. Every code — malformed, unknown, expired, another tenant's — takes the same
// path: one HMAC per key, one statement for the throttle and the lookup; only then does a known code differ.
export function oeffentlichRoutes(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;

  async function finden(mandant: string, eingabe: string, request: FastifyRequest, reply: FastifyReply, jetzt: Date): Promise<CodeTreffer> {
    // A malformed code is hashed as typed: the same work as a well-formed one, and it matches nothing.
    const code = codeNormalisieren(eingabe) ?? `?${eingabe}`;
    const hashes = codeHashes(bundVon(app.dienste.schluessel), mandant, code);
    const { zulassung, treffer } = await codeFinden(db, mandant, grenzen(mandant, clientSchluessel(request.ip), hashes[0]!), hashes, heuteIn(jetzt), jetzt);
    if (!zulassung.erlaubt) {
      reply.header('retry-after', String(zulassung.wiederholenNachSekunden));
      throw new HttpFehler(429, t.zuVieleAnfragen);
    }
    if (!treffer) throw new HttpFehler(404, t.unbekannt);
    if (treffer.gesperrtBis && treffer.gesperrtBis > jetzt) throw sperre(reply, treffer.gesperrtBis, jetzt);
    return treffer;
  }

  route(app, ablesekampagneApi.pruefen, async ({ body, mandant, request, reply }) => {
    const treffer = await finden(mandant.key, body.code, request, reply, uhr.jetzt());
    return {
      zaehlernummer: zaehlernummerMaskiert(treffer.zaehlernummer),
      kanaele: treffer.kanaele.map((k) => ({ ...k, bezeichnung: zaehlwerkName(k.obiskennzahl) })),
      stichtag: treffer.stichtag,
      frist: treffer.frist,
      bereitsGemeldet: treffer.meldungen > 0,
    };
  });

  const sperre = (reply: FastifyReply, bis: Date, jetzt: Date) => {
    reply.header('retry-after', String(Math.ceil((bis.getTime() - jetzt.getTime()) / 1000)));
    return new HttpFehler(429, t.gesperrt);
  };

  route(
    app,
    ablesekampagneApi.melden,
    async ({ body, mandant, request, reply }) => {
      const jetzt = uhr.jetzt();
      const heute = heuteIn(jetzt);
      const gefunden = await finden(mandant.key, body.code, request, reply, jetzt);
      // One submission per code at a time: the code's row is held until its refusal is counted or its reading
      // stored, so parallel wrong submissions are judged one after the other and the fifth locks the rest out.
      // The transaction returns the refusal instead of throwing it, so the count commits.
      const ergebnis = await db.transaction().execute(async (trx): Promise<{ eingangsnummer: string } | { fehler: unknown }> => {
        const stand = await codeHalten(trx, mandant.key, gefunden.id);
        if (stand.gesperrtBis && stand.gesperrtBis > jetzt) return { fehler: sperre(reply, stand.gesperrtBis, jetzt) };
        const lage = await lageLesen(trx, mandant.key, gefunden.kampagneId, gefunden.vertragId, gefunden.zaehlernummer, body.ablesedatum);
        const treffer = { ...gefunden, meldungen: lage.vorige.filter((v) => v.code_id !== null && Number(v.code_id) === gefunden.id).length };
        if (treffer.meldungen > 0 && heute > treffer.frist) return { fehler: new HttpFehler(409, t.fristAbgelaufen) };
        try {
          return { eingangsnummer: await pruefenUndSpeichern(trx, mandant.key, treffer, lage, body, heute, jetzt) };
        } catch (e) {
          // Refused values count towards the lock; a conflict (already corrected, day taken) does not.
          if (e instanceof HttpFehler && (e.status === 400 || e.status === 413 || e.status === 422)) await fehlversuchZaehlen(trx, mandant.key, treffer.id, SPERRE_NACH, new Date(jetzt.getTime() + SPERRE_MS));
          return { fehler: e };
        }
      });
      if ('fehler' in ergebnis) throw ergebnis.fehler;
      return ergebnis;
    },
    { bodyLimit: BODY_LIMIT },
  );
}

/** The rules of a campaign reading, its plausibility against the meter's history, then the stored reading. */
async function pruefenUndSpeichern(trx: Db, mandant: string, treffer: CodeTreffer, lage: Lage, body: ZaehlerstandMelden, heute: string, jetzt: Date): Promise<string> {
  if (treffer.storniert || !treffer.lieferbeginn) throw new HttpFehler(400, ablesungenTexte.keineBelieferung);
  const felder = meldungPruefen(treffer, body, heute);
  const meldungen = Object.values(felder);
  if (meldungen.length) throw new HttpFehler(400, meldungen.length === 1 ? meldungen[0]! : texte.allgemein.ungueltigeEingabe, felder);
  const foto = body.foto ? fotoLesen(body.foto) : undefined;
  const plausibilitaet = plausibilisieren({ kanaele: treffer.kanaele, ablesedatum: body.ablesedatum, werte: body.ablesewerte, fruehere: lage.fruehere, verbraeuche: lage.verbraeuche });
  if (!plausibilitaet.plausibel && !body.trotzdem) {
    const unplausibel = Object.fromEntries(plausibilitaet.kanaele.filter((k) => !k.plausibel).map((k) => [`ablesewerte.${k.obiskennzahl}`, k.grund ?? ablesungenTexte.unplausibel]));
    throw new HttpFehler(422, `${ablesungenTexte.unplausibel} ${ablesungenTexte.trotzdemMoeglich}`, unplausibel);
  }
  return meldungSchreiben(trx, {
    mandant, kampagneId: treffer.kampagneId, stichtag: treffer.stichtag, codeId: treffer.id, vertragId: treffer.vertragId,
    kundennummer: treffer.kundennummer, zaehlernummer: treffer.zaehlernummer, ablesedatum: body.ablesedatum, ablesewerte: body.ablesewerte,
    plausibel: plausibilitaet.plausibel, plausibilitaet: plausibilitaet.kanaele, foto, kanal: 'CODE', jetzt,
  }, lage.vorige);
}
