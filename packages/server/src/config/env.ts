import path from 'node:path';
import { z } from 'zod';

const standardMandanten = path.resolve(import.meta.dirname, '../../mandanten.json');

// DESIGN "Configuration": one schema, read once at start, every problem listed together.
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  EKP_DATA_DIR: z.string().min(1).default(path.resolve(process.cwd(), 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen')
    .optional(),
  EKP_TENANTS: z.string().min(1).default(standardMandanten),
  EKP_SESSION_TTL: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Fixed "now" for demos and browser tests (ISO instant); unset in production. */
  EKP_NOW: z.iso.datetime({ offset: true }).optional(),
  /** Import the demo data set when the database has no customers yet. */
  EKP_DEMO: z.enum(['true', 'false']).default('true'),
  /** The web app's built files. */
  EKP_WEB_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
});
export type Env = z.infer<typeof EnvSchema>;

export function envLesen(quelle: NodeJS.ProcessEnv = process.env): Env {
  const leer = Object.fromEntries(Object.entries(quelle).filter(([, v]) => v !== ''));
  const ergebnis = EnvSchema.safeParse(leer);
  if (!ergebnis.success) {
    const zeilen = ergebnis.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ungültige Umgebungsvariablen:\n${zeilen.join('\n')}`);
  }
  return ergebnis.data;
}
