import { z } from 'zod';
import { text } from '../common/text.ts';
import { tagDanach, type IsoDatum } from '../common/datum.ts';
import { IsoDatumSchema } from '../common/schemas.ts';
import { kuendigungOeffentlichTexte } from '../kuendigung-oeffentlich/texte.ts';
import { istArbeitstag } from '../feiertage/regeln.ts';
import type { Feiertag } from '../feiertage/schemas.ts';
import { KuendigungsartSchema, kuendigungsregelnPruefen, KuendigungszeitpunktSchema } from '../kuendigung-oeffentlich/schemas.ts';

// SPEC §3 termination payload and reasons, §5 termination rules.
export const KUENDIGUNGSGRUENDE = ['AUSZUG', 'ANBIETERWECHSEL', 'SONDERKUENDIGUNG'] as const;
export const KuendigungsgrundSchema = z.enum(KUENDIGUNGSGRUENDE, { message: 'Bitte einen gültigen Kündigungsgrund wählen.' });
export type Kuendigungsgrund = z.infer<typeof KuendigungsgrundSchema>;

export const kuendigungsgrundLabel: Record<Kuendigungsgrund, string> = {
  AUSZUG: 'Auszug',
  ANBIETERWECHSEL: 'Anbieterwechsel',
  SONDERKUENDIGUNG: 'Sonderkündigung',
};

/** Not in SPEC: a bound on the optional details so nobody stores megabytes in a termination. */
export const KUENDIGUNG_TEXT_MAX = 2000;

/**
 * SPEC §3's termination payload, in the public form's language: `art` ordentlich or
 * außerordentlich, `zeitpunkt` the next possible date or a `datum`; `grund` (SPEC's reasons) is optional
 * extra information, `text` the details, required as the reason of an extraordinary termination. A SPEC
 * client that sends `{ grund, datum, text }` still works: `art` defaults to ORDENTLICH and a `datum`
 * without `zeitpunkt` means DATUM. The server adds: the date not before the second working day.
 */
export const KuendigungBodySchema = z
  .object({
    art: KuendigungsartSchema.default('ORDENTLICH'),
    zeitpunkt: KuendigungszeitpunktSchema.optional(),
    grund: KuendigungsgrundSchema.nullish().transform((g) => g ?? null),
    datum: IsoDatumSchema.nullish(),
    text: text()
      .max(KUENDIGUNG_TEXT_MAX, `Die Details dürfen höchstens ${KUENDIGUNG_TEXT_MAX} Zeichen lang sein.`)
      .nullish()
      .transform((t) => (t && t.trim() ? t.trim() : null)),
  })
  .transform((a, ctx) => {
    const zeitpunkt = a.zeitpunkt ?? (a.datum ? 'DATUM' : undefined);
    const fehlt = (feld: string, message: string) => ctx.addIssue({ code: 'custom', path: [feld], message });
    if (!zeitpunkt) fehlt('zeitpunkt', kuendigungOeffentlichTexte.zeitpunktFehlt);
    kuendigungsregelnPruefen({ art: a.art, zeitpunkt, datum: a.datum, begruendung: a.text }, 'text', fehlt);
    return { art: a.art, zeitpunkt: zeitpunkt ?? 'DATUM', grund: a.grund, datum: zeitpunkt === 'DATUM' ? (a.datum ?? null) : null, text: a.text };
  });
export type KuendigungBody = z.input<typeof KuendigungBodySchema>;

/** The stored termination; a repeated identical request gets exactly this answer again. */
export const KuendigungSchema = z.object({
  vertragId: z.string(),
  art: KuendigungsartSchema,
  zeitpunkt: KuendigungszeitpunktSchema,
  /** Optional: SPEC's reasons are extra information. */
  grund: KuendigungsgrundSchema.nullable(),
  /** The end of supply asked for; for NAECHSTMOEGLICH the earliest date the portal accepts (the utility may set a later one by the contract's notice period). */
  datum: IsoDatumSchema,
  text: z.string().nullable(),
  eingegangen: z.string(),
});
export type Kuendigung = z.infer<typeof KuendigungSchema>;

/**
 * SPEC §5/§9: the earliest termination date is the second working day after today (Saturdays, Sundays
 * and public holidays of any state excluded); today itself never counts.
 */
export function fruehestesKuendigungsdatum(heute: IsoDatum, feiertage: readonly Feiertag[]): IsoDatum {
  let datum = heute;
  let arbeitstage = 0;
  while (arbeitstage < 2) {
    datum = tagDanach(datum);
    if (istArbeitstag(datum, feiertage)) arbeitstage++;
  }
  return datum;
}
