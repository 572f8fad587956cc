import type { z } from 'zod';
import { datumDeutsch, tagDanach, type IsoDatum } from '../common/datum.ts';

/**
 * Rules shared by billing addresses and bank accounts: both are dated entries (gueltigVon, gueltigBis)
 * of a scope, the customer (vertragId null) or one contract.
 */
export interface DatierterEintrag {
  gueltigVon: IsoDatum;
  gueltigBis?: IsoDatum | null | undefined;
  vertragId?: string | null | undefined;
}

/** Valid today: started and not yet ended (gueltigBis is the last valid day). */
export function istAktuell(e: DatierterEintrag, heute: IsoDatum): boolean {
  return e.gueltigVon <= heute && (!e.gueltigBis || e.gueltigBis >= heute);
}

export function istZukuenftig(e: DatierterEintrag, heute: IsoDatum): boolean {
  return e.gueltigVon > heute;
}

/** SPEC §4: if gueltigVon is after today the action is löschen, otherwise beenden. */
export type ListenAktion = 'loeschen' | 'beenden';
export function listenAktion(e: DatierterEintrag, heute: IsoDatum): ListenAktion {
  return istZukuenftig(e, heute) ? 'loeschen' : 'beenden';
}

/** SPEC §9: valid-from for new bank accounts and addresses is at least tomorrow. */
export function fruehestesGueltigVon(heute: IsoDatum): IsoDatum {
  return tagDanach(heute);
}

export function gueltigVonZuFrueh(morgen: IsoDatum): string {
  return `Das Datum darf frühestens der ${datumDeutsch(morgen)} sein.`;
}

/**
 * The gueltigVon rule as a superRefine step. The form schemas cannot know "today"; the server adds this
 * with its clock and the browser with its own (Europe/Berlin on both sides).
 */
export function gueltigVonAbMorgen(heute: IsoDatum) {
  const morgen = fruehestesGueltigVon(heute);
  return (wert: { gueltigVon: string }, ctx: z.core.$RefinementCtx) => {
    if (wert.gueltigVon && wert.gueltigVon < morgen) {
      ctx.addIssue({ code: 'custom', path: ['gueltigVon'], message: gueltigVonZuFrueh(morgen) });
    }
  };
}

/**
 * SPEC §4 overview hints: four cases, decided over all entries of the customer (customer-wide and
 * contract-specific). `null`: a current customer-wide entry and nothing contract-specific, no hint.
 */
export type UebersichtFall = 'keine' | 'nurZukuenftige' | 'nurVertragsspezifische' | 'aktuellUndVertragsspezifische';

export function uebersichtFall(eintraege: DatierterEintrag[], heute: IsoDatum): UebersichtFall | null {
  const allgemein = eintraege.filter((e) => !e.vertragId);
  const vertragsspezifisch = eintraege.filter((e) => e.vertragId && (istAktuell(e, heute) || istZukuenftig(e, heute)));
  if (allgemein.some((e) => istAktuell(e, heute))) return vertragsspezifisch.length ? 'aktuellUndVertragsspezifische' : null;
  if (allgemein.some((e) => istZukuenftig(e, heute))) return 'nurZukuenftige';
  if (vertragsspezifisch.length) return 'nurVertragsspezifische';
  return 'keine';
}

/**
 * The entry that comes next, the earliest not yet valid one (customer-wide ones for the overview,
 * the contract's own on its detail page), shown as "Ab 27.11.2026 gilt: …" beside or instead of the current one.
 */
export function kommenderEintrag<T extends DatierterEintrag>(eintraege: T[], heute: IsoDatum, nurKundenweit: boolean): T | undefined {
  return eintraege.filter((e) => (!nurKundenweit || !e.vertragId) && istZukuenftig(e, heute)).sort((a, b) => a.gueltigVon.localeCompare(b.gueltigVon))[0];
}

/**
 * SPEC §4 contract detail sections: a current contract entry; none at all (the customer's own applies,
 * Jetzt konfigurieren); only other ones, older or not yet valid (the customer's own applies, both buttons).
 */
export type DetailFall = 'aktuell' | 'keine' | 'nurAndere';
export function detailFall(eintraege: DatierterEintrag[], heute: IsoDatum): DetailFall {
  if (eintraege.some((e) => istAktuell(e, heute))) return 'aktuell';
  return eintraege.length ? 'nurAndere' : 'keine';
}
