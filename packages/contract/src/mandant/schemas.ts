import { z } from 'zod';
import { AbschlagKonfigSchema } from '../abschlag/schemas.ts';
import { BarrierefreiheitKonfigSchema } from '../barrierefreiheit/schemas.ts';
import { endpoint } from '../common/endpoint.ts';

const farbe = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Farbe als #rrggbb angeben');

/** SPEC §1 tenant configuration: what the browser needs to render a tenant. */
export const MandantOeffentlichSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  anzeigename: z.string().min(1),
  kurzname: z.string().min(1),
  website: z.url(),
  /** Embedded logo as a data: URI (SVG or PNG), so the tenant needs no file server. */
  logo: z.string().startsWith('data:image/'),
  logoAlt: z.string().min(1),
  /** Backend base path: /api by default, an absolute URL for a tenant whose API lives elsewhere. */
  apiBasis: z.string().min(1).default('/api'),
  /** Base URL of the password-renewal page; the reset link appends ?token=… */
  passwortErneuernUrl: z.url(),
  kundennummerPraefix: z.string().default(''),
  nutzungsbedingungen: z
    .object({ teil1: z.string(), url: z.url(), label: z.string(), teil2: z.string() })
    .optional(),
  zugangsdatenInfo: z.string().optional(),
  navigationBeiAnmeldung: z.boolean().default(false),
  // SPEC §1: header and footer are off by default; the placeholders just show the utility name.
  header: z.object({ anzeigen: z.boolean().default(false) }).default({ anzeigen: false }),
  footer: z.object({ anzeigen: z.boolean().default(false) }).default({ anzeigen: false }),
  /** Brand colours of the shell (buttons, links, navigation). */
  thema: z.object({ primaer: farbe, primaerText: farbe, hintergrund: farbe }),
  diagrammFarben: z.object({
    verbrauchZeitraum: farbe,
    verbrauchJahr: farbe,
    verbrauchJahresLinie: farbe,
    historieVerbrauch: farbe,
    historieBoersenpreis: farbe,
    historieKosten: farbe,
    /** The feed-in line of the history; without it the exchange price's colour. */
    historieEinspeisung: farbe.optional(),
  }),
  /** SPEC §1: a styling class applied on the change-password screen for one client short name. */
  stilKlasse: z.object({ kurzname: z.string(), klasse: z.string() }).optional(),
  kontaktThemen: z.array(z.string().min(1)).min(1),
  /** The creditor identifier (Gläubiger-Identifikationsnummer) the SEPA mandate text names. */
  glaeubigerId: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/).optional(),
  /**
   * How a customer reaches the utility, shown where the portal cannot help (the blocked
   * page). Public on purpose, unlike `serviceEmail`, which receives the contact requests.
   */
  kontakt: z
    .object({ telefon: z.string().min(1).optional(), email: z.email().optional(), erreichbarkeit: z.string().min(1).optional() })
    .optional(),
  /** Holiday service of the shape SPEC §7 describes; defaults to our own. */
  feiertageUrl: z.string().default('/api/feiertage'),
});
export type MandantOeffentlich = z.infer<typeof MandantOeffentlichSchema>;

/**
 * Bidding zones ekp fetches day-ahead prices for, by the name Energy-Charts takes, with the EIC code an ENTSO-E
 * document names them by (in_Domain.mRID/out_Domain.mRID). A tenant's prices are only ever those of its zone.
 */
export const GEBOTSZONE_EIC = { 'DE-LU': '10Y1001A1001A82H', AT: '10YAT-APG------L', CH: '10YCH-SWISSGRIDZ' } as const;
export type Gebotszone = keyof typeof GEBOTSZONE_EIC;
export const STANDARD_GEBOTSZONE: Gebotszone = 'DE-LU';

/** The operator's file entry: the public part plus what only the server needs. */
export const MandantSchema = MandantOeffentlichSchema.extend({
  hosts: z.array(z.string().min(1)).default([]),
  serviceEmail: z.email().optional(),
  absenderEmail: z.email(),
  /** Allowed instalment range around the recommendation and the lead time of a change. */
  abschlag: AbschlagKonfigSchema,
  /**
   * Day-ahead prices fetched for this tenant (docs/marktdaten.md): bidding zone, sources in the order
   * tried, and the granularity its dynamic tariffs are priced in (PT60M: mean of the hour's quarter hours).
   * Absent: prices come only through the JSON import.
   */
  marktpreise: z
    .object({
      gebotszone: z.enum(Object.keys(GEBOTSZONE_EIC) as [Gebotszone, ...Gebotszone[]]).default(STANDARD_GEBOTSZONE),
      quellen: z.array(z.enum(['energy-charts', 'entsoe'])).min(1).default(['energy-charts', 'entsoe']),
      aufloesung: z.enum(['PT15M', 'PT60M']).default('PT15M'),
    })
    .optional(),
  /** Months of interval data and prices kept (whole month partitions dropped beyond); absent = all. */
  aufbewahrungMonate: z.number().int().min(1).max(1200).optional(),
  /**
   * The tenant's offer page (linked from the tariff comparison) and the id of the imported
   * `preisbestandteile` that apply to dynamic tariffs and products which name none.
   */
  sparen: z.object({ angebotsseite: z.url().optional(), preisbestandteile: z.string().min(1).optional() }).default({}),
  /** The tenant's parts of the accessibility statement (BFSG §14). */
  barrierefreiheit: BarrierefreiheitKonfigSchema.default({ weitereEinschraenkungen: [] }),
  /** The tenant's reading period (e.g. the annual reading in December): reminder day and due date, `MM-DD`. */
  ablesung: z
    .object({ erinnerungAm: z.string().regex(/^\d\d-\d\d$/), faelligBis: z.string().regex(/^\d\d-\d\d$/) })
    .optional(),
});
export type Mandant = z.infer<typeof MandantSchema>;

export const MandantenDateiSchema = z
  .object({ standard: z.string(), mandanten: z.array(MandantSchema).min(1) })
  .superRefine((datei, ctx) => {
    const keys = datei.mandanten.map((m) => m.key);
    if (!keys.includes(datei.standard)) {
      ctx.addIssue({ code: 'custom', path: ['standard'], message: `Standardmandant ${datei.standard} ist nicht definiert` });
    }
    keys.forEach((k, i) => {
      if (keys.indexOf(k) !== i) ctx.addIssue({ code: 'custom', path: ['mandanten', i, 'key'], message: `Mandant ${k} ist doppelt` });
    });
  });
export type MandantenDatei = z.infer<typeof MandantenDateiSchema>;

export const mandantApi = {
  konfiguration: endpoint({ methode: 'GET', pfad: '/mandant', auth: false, response: MandantOeffentlichSchema }),
};
