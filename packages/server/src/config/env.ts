import path from 'node:path';
import { z } from 'zod';

const standardMandanten = path.resolve(import.meta.dirname, '../../mandanten.json');

/**
 * The directory the operator started from. `npm start` and `npm run import` run the server package's
 * scripts inside packages/server; npm keeps the caller's directory in INIT_CWD, so ./data and relative
 * paths mean what the operator typed them relative to.
 */
export function startverzeichnis(quelle: NodeJS.ProcessEnv = process.env): string {
  return quelle.INIT_CWD || process.cwd();
}

// DESIGN "Configuration": one schema, read once at start, every problem listed together.
/** Named proxies only: `true` (everyone) would let any client state its own address. */
const proxyListe = z
  .string()
  .trim()
  .refine((w) => w !== 'true' && w !== '*', 'nur benannte Proxys (Adressen, CIDRs oder loopback), nicht alle')
  .transform((w) => (w === 'false' || w === '' ? (false as const) : w));

function envSchema(basis: string) {
  const pfad = z.string().min(1).transform((p) => path.resolve(basis, p));
  return z.object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    EKP_DATA_DIR: pfad.default(path.resolve(basis, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
      .optional(),
    /**
     * Read replicas: one or more postgres:// URLs, comma-separated. Reads that tolerate a little
     * lag go to them (db/replikate.ts); a replica that fails or lags beyond EKP_REPLIKAT_MAX_LAG is skipped.
     */
    DATABASE_READ_URL: z
      .string()
      .transform((w) => w.split(',').map((u) => u.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')).min(1))
      .optional(),
    /** Seconds a replica may lag behind the primary and still serve reads; also how long a session that wrote reads from the primary. */
    EKP_REPLIKAT_MAX_LAG: z.coerce.number().min(0.05).max(60).default(1),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen')
      .optional(),
    EKP_TENANTS: pfad.default(standardMandanten),
    EKP_SESSION_TTL: z.coerce.number().int().min(60).max(86_400).default(900),
    /** Seconds after login at which a session ends however active it is (ASVS 7.3.2). */
    EKP_SESSION_MAX: z.coerce.number().int().min(60).max(30 * 86_400).default(12 * 60 * 60),
    /**
     * The proxies that may tell us the client address and host (X-Forwarded-For/-Host): a comma-separated
     * list of addresses or CIDRs, or `loopback` for a reverse proxy on this machine. Unset: nobody, the
     * socket's address counts. Only named proxies: anyone else could forge the address and dodge the
     * per-address limits. EKP_TRUST_PROXY is the earlier name, still read.
     */
    EKP_TRUSTED_PROXIES: proxyListe.optional(),
    EKP_TRUST_PROXY: proxyListe.optional(),
    /**
     * The key that seals the TOTP secrets (32 bytes, base64 or hex); EKP_SCHLUESSEL_ALT lists
     * earlier keys (comma-separated) while rotating. Unset: a key file in EKP_DATA_DIR (docs/operations.md).
     */
    EKP_SCHLUESSEL: z.string().optional(),
    EKP_SCHLUESSEL_ALT: z.string().optional(),
    /** Fixed "now" for demos and browser tests (ISO instant); unset in production. */
    EKP_NOW: z.iso.datetime({ offset: true }).optional(),
    /**
     * Import the demo data set when the database has no customers yet. Unset means: yes on the embedded
     * PGlite (npm start on a fresh clone), no with DATABASE_URL (production); resolved below.
     */
    EKP_DEMO: z.enum(['true', 'false']).optional(),
    /** The web app's built files. */
    EKP_WEB_DIR: pfad.default(path.resolve(import.meta.dirname, '../../../web/dist')),
    // Operation (docs/operations.md): database timeouts in seconds, log level, processes, shutdown grace.
    EKP_DB_CONNECT_TIMEOUT: z.coerce.number().min(0.1).max(600).default(5),
    EKP_DB_STATEMENT_TIMEOUT: z.coerce.number().min(0.1).max(3600).default(15),
    /** Connections per server process to the primary (and to each replica). */
    EKP_DB_POOL: z.coerce.number().int().min(1).max(200).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    EKP_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    EKP_SHUTDOWN_TIMEOUT: z.coerce.number().min(0).max(600).default(10),
    // Daily day-ahead price fetch, local time, and its sources.
    EKP_PREISE_UM: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'als HH:MM angeben').default('13:30'),
    EKP_ENTSOE_TOKEN: z.string().optional(),
    EKP_ENERGY_CHARTS_URL: z.url().default('https://api.energy-charts.info'),
    EKP_ENTSOE_URL: z.url().default('https://web-api.tp.entsoe.eu/api'),
    /** Web push's VAPID key pair (`npm run vapid` makes one); without it push is off. */
    EKP_VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'muss ein VAPID-Schlüssel (base64url) sein').optional(),
    EKP_VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'muss ein VAPID-Schlüssel (base64url) sein').optional(),
    /** More push services than the built-in ones (shared/push/push-ziel.ts): host names or exact origins, comma-separated. */
    EKP_PUSH_DIENSTE: z
      .string()
      .default('')
      .transform((s) => s.split(',').map((e) => e.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^(https?:\/\/[a-z0-9.-]+(:\d+)?|\[[0-9a-f:.]+\](:\d+)?|[a-z0-9-]+(\.[a-z0-9-]+)+)$/i, 'Hostnamen oder Ursprünge (https://host:port), durch Komma getrennt'))),
  })
  // The demo is on for the embedded database and off on a PostgreSQL server unless asked for explicitly.
  .transform(({ EKP_TRUST_PROXY, ...e }) => ({ ...e, EKP_DEMO: e.EKP_DEMO ?? (e.DATABASE_URL ? 'false' : 'true'), EKP_TRUSTED_PROXIES: e.EKP_TRUSTED_PROXIES ?? EKP_TRUST_PROXY ?? (false as const) }));
}
export type Env = z.output<ReturnType<typeof envSchema>>;

export function envLesen(quelle: NodeJS.ProcessEnv = process.env): Env {
  const gesetzt = Object.fromEntries(Object.entries(quelle).filter(([, v]) => v !== ''));
  const ergebnis = envSchema(startverzeichnis(quelle)).safeParse(gesetzt);
  if (!ergebnis.success) {
    const zeilen = ergebnis.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ungültige Umgebungsvariablen:\n${zeilen.join('\n')}`);
  }
  return ergebnis.data;
}
