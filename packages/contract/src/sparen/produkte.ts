import { z } from 'zod';
import { text as sauber } from '../common/text.ts';
import { IsoDatumSchema } from '../common/schemas.ts';

// The tenant's product catalogue (import section `produkte`). Prices as on a contract's
// tariff: grundpreis EUR per month, arbeitspreis/aufschlag EUR/kWh — by default what the customer pays, VAT
// included, for fixed and HT/NT products (`preisbasis`); a dynamic product is priced all-in from the market price (docs/sparen.md).

export const PRODUKT_ARTEN = ['FEST', 'HTNT', 'DYNAMISCH'] as const;
/** How a product's grundpreis and working prices are read: as a price list shows them (BRUTTO) or before VAT. */
export const PREISBASEN = ['BRUTTO', 'NETTO'] as const;
export type Preisbasis = (typeof PREISBASEN)[number];
export type ProduktArt = (typeof PRODUKT_ARTEN)[number];

const text = sauber().trim().min(1);
const preis = z.number().finite().min(0);
const uhrzeit = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Uhrzeit als HH:MM angeben');

export const ProduktSchema = z
  .object({
    id: text,
    name: text,
    art: z.enum(PRODUKT_ARTEN),
    /** BRUTTO (default): grundpreis and working prices include VAT; NETTO: the comparison adds the VAT of the day. */
    preisbasis: z.enum(PREISBASEN).default('BRUTTO'),
    grundpreis: preis,
    /** FEST: the working price; HTNT: the HT price. */
    arbeitspreis: preis.nullish(),
    arbeitspreisNT: preis.nullish(),
    /** HTNT: the local times of the low tariff (NT), default 22:00–06:00 every day. */
    ntVon: uhrzeit.default('22:00'),
    ntBis: uhrzeit.default('06:00'),
    /** DYNAMISCH: EUR/kWh on the market price, net (the components and VAT come on top). */
    aufschlag: preis.nullish(),
    /** DYNAMISCH: id of the file's `preisbestandteile`; default the tenant's `sparen.preisbestandteile`. */
    preisbestandteile: sauber().nullish(),
    gueltigVon: IsoDatumSchema.nullish(),
    gueltigBis: IsoDatumSchema.nullish(),
    /** The product's page on the tenant's website; default the tenant's `sparen.angebotsseite`. */
    angebotUrl: z.url().nullish(),
  })
  .superRefine((p, ctx) => {
    const fehlt = (feld: string, wofuer: string) => ctx.addIssue({ code: 'custom', path: [feld], message: `${feld} ist für ${wofuer} Pflicht` });
    if (p.art !== 'DYNAMISCH' && p.arbeitspreis == null) fehlt('arbeitspreis', 'feste und HT/NT-Produkte');
    if (p.art === 'HTNT' && p.arbeitspreisNT == null) fehlt('arbeitspreisNT', 'HT/NT-Produkte');
    if (p.art === 'DYNAMISCH' && p.aufschlag == null) fehlt('aufschlag', 'dynamische Produkte');
    if (p.gueltigVon && p.gueltigBis && p.gueltigBis < p.gueltigVon) ctx.addIssue({ code: 'custom', path: ['gueltigBis'], message: 'gueltigBis liegt vor gueltigVon' });
  });
export type Produkt = z.output<typeof ProduktSchema>;
