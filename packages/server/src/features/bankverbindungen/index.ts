import { bankverbindungenApi, bankverbindungenTexte, BankverbindungFormularSchema, gueltigVonAbMorgen } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { datierteEintraegeRoutes } from '../../domain/datierte-eintraege-routes.ts';
import { passwortBestaetigen } from '../../domain/anmeldung/erneut-anmelden.ts';
import { formularPruefen } from '../../shared/formular-pruefen.ts';
import { ungueltig } from '../../kern/http-fehler.ts';
import { ibanPruefungRoutes } from './pruefe-route.ts';
import { ibanPruefen } from './iban-pruefung.ts';
import { bankverbindungBestaetigung } from './mail.ts';
import { neueMandatsreferenz } from './mandatsreferenz.ts';
import { alsBankverbindung, bankverbindungSpalten } from './repository.ts';

// SPEC §7 bank-account calls, customer-wide and per contract (§4 validity over time, delete or end).
export async function bankverbindungenRoutes(app: FastifyInstance): Promise<void> {
  ibanPruefungRoutes(app);
  datierteEintraegeRoutes(app, {
    tabelle: 'bankverbindung',
    idPraefix: 'BV',
    api: bankverbindungenApi,
    texte: bankverbindungenTexte.liste,
    abbilden: alsBankverbindung,
    pruefen(body, heute) {
      const eingabe = formularPruefen(BankverbindungFormularSchema.superRefine(gueltigVonAbMorgen(heute)), body);
      // The real check decides; BIC, bank name, BLZ and account number come from the bank data, not the client.
      const pruefung = ibanPruefen(eingabe.iban);
      if (!pruefung.valide || !pruefung.iban) throw ungueltig(pruefung.feedback.nachricht, { iban: pruefung.feedback.nachricht });
      return { ...eingabe, pruefung: { ...pruefung, iban: pruefung.iban } };
    },
    // A new bank account (where the money goes) needs the current password.
    vorDemAnlegen: (k) => passwortBestaetigen(app.dienste.db, k, (k.body as { passwort?: string }).passwort, app.dienste.uhr.jetzt()),
    spalten: async (trx, b, e) => bankverbindungSpalten(e, e.lastschrifteinzugErlaubt ? await neueMandatsreferenz(trx, b.mandant, b.kundennummer) : null),
    bestaetigung: bankverbindungBestaetigung,
  });
}
