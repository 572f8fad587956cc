import { z } from 'zod';
import { IsoDatumSchema } from '../common/schemas.ts';
import { text } from '../common/text.ts';
import { istGueltigeMaloId } from './regeln.ts';
import { umzugTexte } from './texte.ts';

// The request and the stored answer.
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .nullish()
    .transform((t) => (t ? t : null));

export const NeueAdresseSchema = z.object({
  strasse: text().trim().min(1, umzugTexte.strasse).max(100, umzugTexte.strasse),
  hausnummer: text().trim().min(1, umzugTexte.hausnummer).max(20, umzugTexte.hausnummer),
  plz: text().trim().regex(/^\d{5}$/, umzugTexte.plz),
  ort: text().trim().min(1, umzugTexte.ort).max(100, umzugTexte.ort),
});
export type NeueAdresse = z.infer<typeof NeueAdresseSchema>;

/**
 * The date rules (not in the past) need the server's clock and the reading rules the contract's meter,
 * so the server checks those after this shape. Details of the new supply only count when it continues.
 */
export const UmzugBodySchema = z
  .object({
    auszugsdatum: IsoDatumSchema,
    neueAdresse: NeueAdresseSchema,
    weiterbeliefern: z.boolean({ message: 'Bitte geben Sie an, ob wir Sie an der neuen Adresse weiterbeliefern sollen.' }),
    einzugsdatum: IsoDatumSchema.nullish(),
    zaehlernummerNeu: optionalText(64),
    maloIdNeu: optionalText(11).refine((m) => m === null || istGueltigeMaloId(m), { message: umzugTexte.maloId }),
    zaehlerstaende: z.record(text().max(64), z.number().finite()).nullish(),
  })
  .superRefine((u, ctx) => {
    if (u.weiterbeliefern && !u.einzugsdatum) ctx.addIssue({ code: 'custom', path: ['einzugsdatum'], message: umzugTexte.einzugsdatumFehlt });
  })
  .transform((u) => ({
    ...u,
    einzugsdatum: u.weiterbeliefern ? (u.einzugsdatum ?? null) : null,
    zaehlernummerNeu: u.weiterbeliefern ? u.zaehlernummerNeu : null,
    maloIdNeu: u.weiterbeliefern ? u.maloIdNeu : null,
    zaehlerstaende: u.zaehlerstaende && Object.keys(u.zaehlerstaende).length > 0 ? u.zaehlerstaende : null,
  }));
export type UmzugBody = z.input<typeof UmzugBodySchema>;
export type UmzugAntrag = z.output<typeof UmzugBodySchema>;

/** The stored move; vertragsende is set when the supply does not continue (§41b(5) EnWG). */
export const UmzugSchema = z.object({
  vertragId: z.string(),
  auszugsdatum: IsoDatumSchema,
  neueAdresse: NeueAdresseSchema,
  weiterbeliefern: z.boolean(),
  einzugsdatum: IsoDatumSchema.nullable(),
  zaehlernummerNeu: z.string().nullable(),
  maloIdNeu: z.string().nullable(),
  zaehlerstaende: z.record(z.string(), z.number()).nullable(),
  vertragsende: IsoDatumSchema.nullable(),
  eingegangen: z.string(),
});
export type Umzug = z.infer<typeof UmzugSchema>;
