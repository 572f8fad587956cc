import { z } from 'zod';
import { text } from '../common/text.ts';
import { tagDanach, type IsoDatum } from '../common/datum.ts';
import { IsoDatumSchema } from '../common/schemas.ts';
import { istArbeitstag } from '../feiertage/regeln.ts';
import type { Feiertag } from '../feiertage/schemas.ts';

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

export const KuendigungBodySchema = z.object({
  grund: KuendigungsgrundSchema,
  datum: IsoDatumSchema,
  text: text()
    .max(KUENDIGUNG_TEXT_MAX, `Die Details dürfen höchstens ${KUENDIGUNG_TEXT_MAX} Zeichen lang sein.`)
    .nullish()
    .transform((t) => (t && t.trim() ? t.trim() : null)),
});
export type KuendigungBody = z.input<typeof KuendigungBodySchema>;

/** The stored termination; a repeated identical request gets exactly this answer again. */
export const KuendigungSchema = z.object({
  vertragId: z.string(),
  grund: KuendigungsgrundSchema,
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
