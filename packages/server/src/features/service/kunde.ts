import { anzeigestatus, serviceTexte, vertragsstatus, type BenachrichtigungGesendet, type KontoZustand } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { vorgaengeLesen } from './vorgaenge.ts';

/** A customer of this tenant, or 404 (another tenant's number is as unknown as a made-up one). */
export async function kundeOder404(db: Db, mandant: string, kundennummer: string) {
  const k = await db
    .selectFrom('anschlussnutzer')
    .select(['kundennummer', 'anrede', 'titel', 'vorname', 'nachname', 'firma', 'email', 'festnetz', 'mobil', 'kunden_art', 'passwort_hash', 'passwort_aendern', 'portal_gesperrt'])
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .executeTakeFirst();
  if (!k) throw new HttpFehler(404, serviceTexte.kunde.nichtGefunden);
  return k;
}

/** The portal account's state, with the reason and who set it when the console did. */
export async function kontoLesen(db: Db, mandant: string, kundennummer: string) {
  const k = await kundeOder404(db, mandant, kundennummer);
  const zustand: KontoZustand = k.portal_gesperrt ? 'gesperrt' : !k.passwort_hash ? 'kein_zugang' : k.passwort_aendern ? 'passwort_aendern' : 'aktiv';
  const gesetzt = await db.selectFrom('kunde_konto').selectAll().where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).executeTakeFirst();
  const passt = gesetzt?.zustand === zustand;
  const zf = await db.selectFrom('zweiter_faktor').select('aktiv').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).executeTakeFirst();
  const sitzungen = await db
    .selectFrom('sitzung')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .where('ansicht_von', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    zustand,
    grund: passt ? gesetzt.grund : null,
    gesetztVon: passt ? gesetzt.gesetzt_von : null,
    gesetztAm: passt ? new Date(gesetzt.gesetzt_am).toISOString() : null,
    zweiterFaktor: zf?.aktiv === true,
    offeneSitzungen: Number(sitzungen.n),
  };
}

const BENACHRICHTIGUNGEN_MAX = 50;

/**
 * "the notifications sent": everything the customer got, newest first — the notification
 * centre's entries and their push and mail deliveries (the notification tables), and the console's own mails
 * (reset links, closing mails; in the audit log). The latest 50 of them.
 */
export async function benachrichtigungenLesen(db: Db, mandant: string, kundennummer: string): Promise<BenachrichtigungGesendet[]> {
  const [zentrale, zustellungen, konsole] = await Promise.all([
    db.selectFrom('benachrichtigung').select(['erstellt', 'titel', 'gelesen']).where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).orderBy('erstellt', 'desc').limit(BENACHRICHTIGUNGEN_MAX).execute(),
    db
      .selectFrom('benachrichtigung_zustellung')
      .select(['kanal', 'titel', 'zustand', 'faellig_ab', 'gesendet'])
      .where('mandant', '=', mandant)
      .where('kundennummer', '=', kundennummer)
      .orderBy('faellig_ab', 'desc')
      .limit(BENACHRICHTIGUNGEN_MAX)
      .execute(),
    db
      .selectFrom('service_protokoll')
      .select(['zeitpunkt', 'aktion', 'details', 'kennung'])
      .where('mandant', '=', mandant)
      .where('kundennummer', '=', kundennummer)
      .where('aktion', 'like', 'mail\\_%')
      .orderBy('id', 'desc')
      .limit(BENACHRICHTIGUNGEN_MAX)
      .execute(),
  ]);
  const alle: BenachrichtigungGesendet[] = [
    ...zentrale.map((b) => ({ am: new Date(b.erstellt).toISOString(), kanal: 'zentrale' as const, was: b.titel, zustand: b.gelesen ? ('gelesen' as const) : ('ungelesen' as const), von: null })),
    ...zustellungen.map((z) => ({
      am: new Date(z.gesendet ?? z.faellig_ab).toISOString(),
      kanal: z.kanal,
      was: z.titel,
      zustand: z.zustand === 'GESENDET' ? ('gesendet' as const) : z.zustand === 'FEHLER' ? ('fehlgeschlagen' as const) : ('ausstehend' as const),
      von: null,
    })),
    ...konsole.map((m) => ({ am: new Date(m.zeitpunkt).toISOString(), kanal: 'mail' as const, was: m.details || m.aktion, zustand: 'gesendet' as const, von: m.kennung })),
  ];
  return alle.sort((a, b) => b.am.localeCompare(a.am)).slice(0, BENACHRICHTIGUNGEN_MAX);
}

/** Everything the customer page shows. */
export async function kundenseite(db: Db, mandant: string, kundennummer: string, jetzt: Date) {
  const k = await kundeOder404(db, mandant, kundennummer);
  const vertraege = await db
    .selectFrom('vertrag as v')
    .leftJoin('zaehler as z', (j) => j.onRef('z.mandant', '=', 'v.mandant').onRef('z.vertrag_id', '=', 'v.id'))
    .select(['v.id', 'v.versorgungsart', 'v.storniert', 'v.lieferbeginn', 'v.lieferende', 'v.gewuenschtes_lieferende', 'v.strasse', 'v.hausnummer', 'v.plz', 'v.ort', 'z.nummer'])
    .where('v.mandant', '=', mandant)
    .where('v.kundennummer', '=', kundennummer)
    .orderBy('v.id')
    .execute();
  const ablesungen = await db
    .selectFrom('ablesung as a')
    .innerJoin('vertrag as v', (j) => j.onRef('v.mandant', '=', 'a.mandant').onRef('v.id', '=', 'a.vertrag_id'))
    .select(['a.vertrag_id', 'a.zaehlernummer', 'a.ablesedatum', 'a.ablesewerte', 'a.ermittlungsart', 'a.plausibel'])
    .where('a.mandant', '=', mandant)
    .where('v.kundennummer', '=', kundennummer)
    .orderBy('a.ablesedatum', 'desc')
    .limit(10)
    .execute();
  const anmeldungen = await db
    .selectFrom('kunde_anmeldung')
    .select('zeitpunkt')
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  return {
    kundennummer: k.kundennummer,
    anrede: k.anrede,
    titel: k.titel,
    vorname: k.vorname,
    nachname: k.nachname,
    firma: k.firma,
    email: k.email,
    festnetz: k.festnetz,
    mobil: k.mobil,
    kundenArt: k.kunden_art,
    vertraege: vertraege.map((v) => ({
      id: v.id,
      versorgungsart: v.versorgungsart,
      status: anzeigestatus(vertragsstatus({ storniert: v.storniert, lieferende: v.lieferende, gewuenschtesLieferende: v.gewuenschtes_lieferende, lieferbeginn: v.lieferbeginn })),
      lieferbeginn: v.lieferbeginn,
      lieferende: v.lieferende,
      adresse: `${v.strasse} ${v.hausnummer}, ${v.plz} ${v.ort}`,
      zaehlernummer: v.nummer,
    })),
    ablesungen: ablesungen.map((a) => ({ vertragId: a.vertrag_id, zaehlernummer: a.zaehlernummer, ablesedatum: a.ablesedatum, ablesewerte: a.ablesewerte, ermittlungsart: a.ermittlungsart, plausibel: a.plausibel })),
    vorgaenge: (await vorgaengeLesen(db, mandant, jetzt, { kundennummer, offen: true })).vorgaenge,
    konto: await kontoLesen(db, mandant, kundennummer),
    anmeldungen: anmeldungen.map((a) => new Date(a.zeitpunkt).toISOString()),
    benachrichtigungen: await benachrichtigungenLesen(db, mandant, kundennummer),
  };
}
