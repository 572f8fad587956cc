import { serviceApi, serviceTexte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { ansichtenBeenden } from './ansicht.ts';
import { kennungNormal, mitarbeiterAnlegen } from './konten.ts';
import { protokollieren } from './protokoll.ts';
import { serviceRoute } from './sitzung.ts';

const abbilden = (m: { kennung: string; name: string; rolle: 'ADMIN' | 'SACHBEARBEITUNG'; aktiv: boolean; passwort_aendern: boolean }) => ({
  kennung: m.kennung,
  name: m.name,
  rolle: m.rolle,
  aktiv: m.aktiv,
  passwortAendern: m.passwort_aendern,
});

/** An ADMIN creates, disables and re-enables staff of the own tenant. */
export function mitarbeiterRoutes(app: FastifyInstance): void {
  const { db } = app.dienste;
  const spalten = ['kennung', 'name', 'rolle', 'aktiv', 'passwort_aendern'] as const;

  // Reading the staff list is the ADMIN's too (docs/service.md): who may sign in is no case worker's business.
  serviceRoute(
    app,
    serviceApi.mitarbeiterListe,
    async ({ ma }) => ({
      mitarbeiter: (await db.selectFrom('mitarbeiter').select(spalten).where('mandant', '=', ma.mandant).orderBy('kennung').execute()).map(abbilden),
    }),
    { admin: true },
  );

  serviceRoute(
    app,
    serviceApi.mitarbeiterAnlegen,
    async ({ ma, body, request }) => {
      const r = await mitarbeiterAnlegen(db, { mandant: ma.mandant, kennung: body.kennung, name: body.name, rolle: body.rolle });
      if ('fehler' in r) throw new HttpFehler(409, r.fehler, { kennung: r.fehler });
      const kennung = kennungNormal(body.kennung);
      await protokollieren(db, request, { kennung: ma.kennung, aktion: 'mitarbeiter_angelegt', details: `${kennung} (${body.rolle})` });
      return { kennung, startpasswort: r.passwort };
    },
    { admin: true },
  );

  serviceRoute(
    app,
    serviceApi.mitarbeiterAendern,
    async ({ ma, params, body, request }) => {
      const kennung = kennungNormal(params.kennung);
      if (kennung === ma.kennung && !body.aktiv) throw new HttpFehler(409, serviceTexte.mitarbeiter.selbst);
      const geaendert = await db.transaction().execute(async (trx) => {
        const m = await trx.updateTable('mitarbeiter').set({ aktiv: body.aktiv }).where('mandant', '=', ma.mandant).where('kennung', '=', kennung).returning(spalten).executeTakeFirst();
        // A disabled account loses its sessions at once.
        if (m && !body.aktiv) {
          await trx.deleteFrom('mitarbeiter_sitzung').where('mandant', '=', ma.mandant).where('kennung', '=', kennung).execute();
          await ansichtenBeenden(trx, ma.mandant, kennung);
        }
        return m;
      });
      if (!geaendert) throw new HttpFehler(404, serviceTexte.mitarbeiter.nichtGefunden);
      await protokollieren(db, request, { kennung: ma.kennung, aktion: body.aktiv ? 'mitarbeiter_aktiviert' : 'mitarbeiter_deaktiviert', details: kennung });
      return abbilden(geaendert);
    },
    { admin: true },
  );
}
