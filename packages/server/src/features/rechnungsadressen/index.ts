import { adresseBereinigen, gueltigVonAbMorgen, RechnungsadresseFormularSchema, rechnungsadressenApi, rechnungsadressenTexte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { datierteEintraegeRoutes } from '../../domain/datierte-eintraege-routes.ts';
import { formularPruefen } from '../../shared/formular-pruefen.ts';
import { adresseSpalten } from '../../domain/adress-spalten.ts';
import { rechnungsadresseBestaetigung } from './mail.ts';
import { alsAdresse } from './repository.ts';

// SPEC §7 billing-address calls, customer-wide and per contract (§4 validity over time, delete or end).
export async function rechnungsadressenRoutes(app: FastifyInstance): Promise<void> {
  datierteEintraegeRoutes(app, {
    tabelle: 'rechnungsadresse',
    idPraefix: 'RA',
    api: rechnungsadressenApi,
    texte: rechnungsadressenTexte.liste,
    abbilden: alsAdresse,
    // The form's rules again, plus gueltigVon ≥ tomorrow by the server's clock; then the unused type's fields go.
    pruefen: (body, heute) => adresseBereinigen(formularPruefen(RechnungsadresseFormularSchema.superRefine(gueltigVonAbMorgen(heute)), body)),
    spalten: async (_trx, _b, a) => adresseSpalten(a),
    bestaetigung: rechnungsadresseBestaetigung,
  });
}
