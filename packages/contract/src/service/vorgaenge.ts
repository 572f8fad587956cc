import { tagDanach, type IsoDatum } from '../common/datum.ts';

// Which customer requests are Vorgänge, and when each is due. The inbox is a view over
// the outbox rows; an outbox kind with a suffix (…_beendet, …_geloescht) belongs to its base kind.
export const VORGANG_ARTEN = [
  'kuendigung',
  'kuendigung_oeffentlich',
  'umzug',
  'abschlag',
  'kontaktanfrage',
  'kontaktdaten',
  'rechnungsadresse',
  'bankverbindung',
  'ablesung',
] as const;
export type VorgangArt = (typeof VORGANG_ARTEN)[number];

export const VORGANG_STATUS = ['neu', 'in_bearbeitung', 'erledigt'] as const;
export type VorgangStatus = (typeof VORGANG_STATUS)[number];

export const vorgangArtLabel: Record<VorgangArt, string> = {
  kuendigung: 'Kündigung',
  kuendigung_oeffentlich: 'Kündigung ohne Anmeldung (§ 312k BGB)',
  umzug: 'Umzug',
  abschlag: 'Abschlagsänderung',
  kontaktanfrage: 'Kontaktanfrage',
  kontaktdaten: 'Kontaktdaten',
  rechnungsadresse: 'Rechnungsadresse',
  bankverbindung: 'Bankverbindung',
  ablesung: 'Zählerstand',
};

export const vorgangStatusLabel: Record<VorgangStatus, string> = { neu: 'neu', in_bearbeitung: 'in Bearbeitung', erledigt: 'erledigt' };

/**
 * Days from receipt until a Vorgang is due. Two come from the law: § 41b Abs. 1 EnWG (confirm a
 * termination in text form within one week, also the public § 312k BGB one) and § 41b Abs. 5 EnWG (answer a
 * move within two weeks whether supply continues). The others are the utility's own service targets
 * (docs/service.md): a contact request in 3 days, data changes and conspicuous readings in two weeks.
 */
export const FRIST_TAGE: Record<VorgangArt, number> = {
  kuendigung: 7,
  kuendigung_oeffentlich: 7,
  umzug: 14,
  abschlag: 14,
  kontaktanfrage: 3,
  kontaktdaten: 14,
  rechnungsadresse: 14,
  bankverbindung: 14,
  ablesung: 14,
};

export const FRIST_GRUNDLAGE: Partial<Record<VorgangArt, string>> = {
  kuendigung: '§ 41b Abs. 1 EnWG',
  kuendigung_oeffentlich: '§ 41b Abs. 1 EnWG',
  umzug: '§ 41b Abs. 5 EnWG',
};

/** The base kind of an outbox entry, or null when it is no Vorgang. */
export function vorgangArtVon(outboxArt: string): VorgangArt | null {
  const basis = outboxArt.replace(/_(beendet|geloescht)$/, '');
  return (VORGANG_ARTEN as readonly string[]).includes(basis) ? (basis as VorgangArt) : null;
}

/** Due date: the day of receipt (Europe/Berlin) plus the kind's days. */
export function faelligAm(art: VorgangArt, eingangstag: IsoDatum): IsoDatum {
  return tagDanach(eingangstag, FRIST_TAGE[art]);
}

/** Overdue once the due day has passed and it is not done. */
export function istUeberfaellig(faellig: IsoDatum, status: VorgangStatus, heute: IsoDatum): boolean {
  return status !== 'erledigt' && faellig < heute;
}

/** The inbox's quick filters for a working day: assigned to me, overdue, due today (open ones). */
export const VORGANG_SICHTEN = ['mir', 'ueberfaellig', 'heute'] as const;
export type VorgangSicht = (typeof VORGANG_SICHTEN)[number];
export const vorgangSichtLabel: Record<VorgangSicht, string> = { mir: 'Mir zugewiesen', ueberfaellig: 'Überfällig', heute: 'Heute fällig' };
