import type { Meldekanal } from '@ekp/contract';
import type { Generated } from 'kysely';
import type { Datum, ErstelltAm, Json, Zeitpunkt } from './spalten.ts';

// The reading campaign without login (migration 0360_ablesekampagne).

export interface AblesekampagneTabelle {
  id: Generated<number>;
  mandant: string;
  stichtag: Datum;
  frist: Datum;
  erstellt: ErstelltAm;
}

/** One contract's code; only its HMAC is stored (features/ablesekampagne/code-hash.ts). */
export interface AblesecodeTabelle {
  id: Generated<number>;
  mandant: string;
  kampagne_id: number;
  vertrag_id: string;
  kundennummer: string;
  zaehlernummer: string;
  code_hash: string;
  /** 30 days after the campaign's frist. */
  gueltig_bis: Datum;
  /** Refused submissions since the last lock; the fifth locks the code for an hour. */
  fehlversuche: Generated<number>;
  gesperrt_bis: Zeitpunkt | null;
  /** When staff last sent the reminder for it. */
  erinnert: Zeitpunkt | null;
  erstellt: ErstelltAm;
  /** When the campaign's first notice and the reminder before the deadline were recorded (each once). */
  benachrichtigt_beginn: Zeitpunkt | null;
  benachrichtigt_frist: Zeitpunkt | null;
}

/** Each report through a code or by phone, every version kept (a correction is version 2). */
export interface AblesemeldungTabelle {
  id: Generated<number>;
  mandant: string;
  kampagne_id: number;
  code_id: number | null;
  vertrag_id: string;
  eingangsnummer: string;
  version: number;
  kanal: Meldekanal;
  mitarbeiter: string | null;
  ablesedatum: Datum;
  ablesewerte: Json<Record<string, number>>;
  plausibel: boolean;
  ablesung_id: number | null;
  erstellt: ErstelltAm;
}

export interface AblesekampagneTabellen {
  ablesekampagne: AblesekampagneTabelle;
  ablesecode: AblesecodeTabelle;
  ablesemeldung: AblesemeldungTabelle;
}
