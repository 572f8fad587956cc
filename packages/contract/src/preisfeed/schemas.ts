import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { text } from '../common/text.ts';

// Issue 32: the public price feed per tenant and dynamic tariff, read by home energy managers (evcc's
// `custom` tariff reads `[{start, end, value}]` with `jq: .[] | {start, end, value}`).
export const PreisfeedTarifSchema = z.object({ tarif: z.string(), name: z.string(), url: z.string() });
export const PreisfeedEintragSchema = z.object({
  start: z.string(),
  end: z.string(),
  value: z.number(),
  bestandteile: z.object({ marktpreis: z.number(), aufschlag: z.number(), umsatzsteuer: z.number() }).optional(),
});
export type PreisfeedEintrag = z.infer<typeof PreisfeedEintragSchema>;
export const PreisfeedQuerySchema = z.object({ bestandteile: z.enum(['true', 'false']).optional() });
export const PreisfeedParamsSchema = z.object({ tarif: text().min(1).max(100) });

export const preisfeedApi = {
  tarife: endpoint({ methode: 'GET', pfad: '/oeffentlich/preise', auth: false, response: z.array(PreisfeedTarifSchema), fehler: [429] }),
  preise: endpoint({ methode: 'GET', pfad: '/oeffentlich/preise/:tarif', auth: false, params: PreisfeedParamsSchema, query: PreisfeedQuerySchema, response: z.array(PreisfeedEintragSchema), fehler: [429] }),
};

export const preisfeedTexte = {
  titel: 'Preis-API für Ihr Energiemanagement',
  einleitung: 'Ihr Energiemanagement (z. B. evcc oder Home Assistant) kann die Viertelstundenpreise Ihres dynamischen Tarifs direkt hier abrufen – ohne Anmeldung, in Euro je kWh einschließlich aller Bestandteile.',
  kopieren: 'Adresse kopieren',
  kopiert: 'Adresse kopiert.',
  keineTarife: 'Für Ihren Versorger ist derzeit kein dynamischer Tarif verfügbar.',
  unbekannterTarif: 'Diesen dynamischen Tarif gibt es bei Ihrem Versorger nicht.',
} as const;
