import { z } from 'zod';
import { istGueltigeEmail } from '../anschlussnutzer/email.ts';
import { IsoDatumSchema, ZeitpunktSchema } from '../common/schemas.ts';
import { istSauber, text, TEXT_UNZULAESSIG } from '../common/text.ts';
import { istGueltigePostleitzahl } from '../rechnungsadressen/regeln.ts';
import { kuendigungOeffentlichTexte as t } from './texte.ts';

// The public termination of §312k(2) BGB. It asks for what the law lists and nothing that
// needs an account; the server matches it to a contract afterwards, the answer never says whether it did.
export const KUENDIGUNGSARTEN = ['ORDENTLICH', 'AUSSERORDENTLICH'] as const;
export const KuendigungsartSchema = z.enum(KUENDIGUNGSARTEN, { message: t.artFehlt });
export type Kuendigungsart = z.infer<typeof KuendigungsartSchema>;

export const KUENDIGUNGSZEITPUNKTE = ['NAECHSTMOEGLICH', 'DATUM'] as const;
export const KuendigungszeitpunktSchema = z.enum(KUENDIGUNGSZEITPUNKTE, { message: t.zeitpunktFehlt });
export type Kuendigungszeitpunkt = z.infer<typeof KuendigungszeitpunktSchema>;

export const kuendigungsartLabel: Record<Kuendigungsart, string> = {
  ORDENTLICH: 'Ordentliche Kündigung',
  AUSSERORDENTLICH: 'Außerordentliche Kündigung',
};

/** The words of both termination forms, in the portal and in public. */
export const kuendigungszeitpunktLabel: Record<Kuendigungszeitpunkt, string> = {
  NAECHSTMOEGLICH: 'nächstmöglichen Zeitpunkt',
  DATUM: 'gewünschten Datum',
};

/**
 * The rules both terminations share, in the portal and in public: the kind and the point
 * in time are chosen, an extraordinary one names its reason (in the field `begruendung`), a chosen date is
 * given. `fehlt(feld, text)` reports a missing field.
 */
export function kuendigungsregelnPruefen(
  a: { art?: unknown; zeitpunkt?: unknown; datum?: string | undefined | null; begruendung?: string | undefined | null },
  begruendungFeld: string,
  fehlt: (feld: string, text: string) => void,
): void {
  if (a.art === 'AUSSERORDENTLICH' && !a.begruendung?.trim()) fehlt(begruendungFeld, t.grundFehlt);
  if (a.zeitpunkt === 'DATUM' && !a.datum) fehlt('datum', t.datumFehlt);
}

/** Bounds so nobody stores megabytes through a form without login. */
export const GRUND_MAX = 1000;
export const NAME_MAX = 100;
export const NUMMER_MAX = 40;

const frei = (max: number) => text().trim().max(max, t.zuLang(max)).optional();
/** text() whose "missing" answer is the field's own German message instead of zod's type error. */
const pflicht = (message: string) => z.string({ error: message }).refine(istSauber, TEXT_UNZULAESSIG);
const ausgefuellt = (wert: string | undefined): wert is string => wert !== undefined && wert !== '';

export const KuendigungOeffentlichBodySchema = z
  .object({
    art: KuendigungsartSchema,
    grund: frei(GRUND_MAX),
    vorname: frei(NAME_MAX),
    nachname: frei(NAME_MAX),
    firma: frei(NAME_MAX),
    kundennummer: frei(NUMMER_MAX),
    vertragsnummer: frei(NUMMER_MAX),
    plz: pflicht(t.plzUngueltig).trim().refine(istGueltigePostleitzahl, t.plzUngueltig),
    zeitpunkt: KuendigungszeitpunktSchema,
    datum: IsoDatumSchema.optional(),
    email: pflicht(t.emailFehlt).trim().min(1, t.emailFehlt).refine(istGueltigeEmail, t.emailUngueltig),
  })
  // `when`: every message at once, also while another field (art, zeitpunkt) is still missing.
  .superRefine((a, ctx) => {
    const fehlt = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    kuendigungsregelnPruefen({ ...a, begruendung: a.grund }, 'grund', fehlt);
    if (!ausgefuellt(a.firma) && !(ausgefuellt(a.vorname) && ausgefuellt(a.nachname))) {
      if (!ausgefuellt(a.vorname)) fehlt('vorname', t.nameFehlt);
      if (!ausgefuellt(a.nachname)) fehlt('nachname', t.nameFehlt);
    }
    if (!ausgefuellt(a.kundennummer) && !ausgefuellt(a.vertragsnummer)) {
      fehlt('kundennummer', t.nummerFehlt);
      fehlt('vertragsnummer', t.nummerFehlt);
    }
  }, { when: (p) => typeof p.value === 'object' && p.value !== null })
  // One clean shape downstream: empty optional fields are absent, a date only with zeitpunkt DATUM.
  .transform((a) => {
    const sauber = Object.fromEntries(Object.entries(a).filter(([, w]) => w !== undefined && w !== '')) as typeof a;
    if (sauber.zeitpunkt !== 'DATUM') delete sauber.datum;
    return sauber;
  });
export type KuendigungOeffentlichBody = z.input<typeof KuendigungOeffentlichBodySchema>;
export type KuendigungOeffentlichAntrag = z.output<typeof KuendigungOeffentlichBodySchema>;

/** §312k(3): what the customer needs to prove the termination; `schluessel` opens the PDF once more. */
export const KuendigungOeffentlichEingangSchema = z.object({
  eingangsnummer: z.string(),
  eingegangenAm: ZeitpunktSchema,
  schluessel: z.string(),
  /** False when this address already got 3 confirmations today; the receipt page says so. */
  bestaetigungPerMail: z.boolean(),
});
/** A client may name its submission; a retry with the same key gets the same Eingangsnummer. */
export const KuendigungOeffentlichHeadersSchema = z.object({ 'idempotency-key': text().trim().min(1).max(128).optional() });
export type KuendigungOeffentlichEingang = z.infer<typeof KuendigungOeffentlichEingangSchema>;

// Loose on purpose: a malformed number or key is simply "not found" (404), like a wrong one.
export const BestaetigungParamsSchema = z.object({ eingangsnummer: text().max(64) });
export const BestaetigungQuerySchema = z.object({ schluessel: text().max(128).optional() });
