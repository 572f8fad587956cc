import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';

/** GET /api/health: the process is alive; it asks no database. */
export const GesundheitSchema = z.object({ status: z.literal('ok') });

/** GET /api/ready: the database answers and every migration of this version is applied (else 503). */
export const BereitschaftSchema = z.object({
  status: z.enum(['bereit', 'nicht_bereit']),
  datenbank: z.enum(['ok', 'nicht_erreichbar']),
  migrationen: z.enum(['ok', 'ausstehend', 'unbekannt']),
  /** Operational notes that do not make the server unready, e.g. tomorrow's market prices missing after 14:00. */
  hinweise: z.array(z.string()).optional(),
  /** Configuration problems that do not stop the service, e.g. an untrusted proxy. */
  warnungen: z.array(z.string()).optional(),
});

// Health checks for load balancers and orchestrators: no session, no customer data, never throttled.
export const gesundheitApi = {
  health: endpoint({ methode: 'GET', pfad: '/health', auth: false, response: GesundheitSchema }),
  ready: endpoint({ methode: 'GET', pfad: '/ready', auth: false, response: BereitschaftSchema }),
};
