import { bankverbindungenApi, bankverbindungenTexte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { ereignisMerken, istUeberschritten, type Grenze } from '../../shared/ratenbegrenzung.ts';
import { ibanPruefen } from './iban-pruefung.ts';

/** SPEC §7 IBAN check; limited per session and per customer so it cannot be used to walk bank codes. */
const IBAN_PRUEF_GRENZE = { max: 30, fensterMs: 10 * 60 * 1000 };

export function ibanPruefungRoutes(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;
  route(app, bankverbindungenApi.pruefen, async ({ sitzung, query }) => {
    const jetzt = uhr.jetzt();
    const grenze: Grenze = {
      mandant: sitzung.mandant,
      bereich: 'iban-pruefung',
      schluessel: [`sitzung:${sitzung.tokenHash}`, `kunde:${sitzung.kundennummer}`],
      ...IBAN_PRUEF_GRENZE,
    };
    if (await istUeberschritten(db, grenze, jetzt)) throw new HttpFehler(429, bankverbindungenTexte.zuVielePruefungen);
    await ereignisMerken(db, grenze, jetzt);
    return ibanPruefen(query.iban);
  });
}
