import type { Mandant } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { mailVersenden, type MailAusgangDienste } from '../../shared/mail-ausgang.ts';
import type { Zustellung } from './anspruch.ts';
import { pushSenden, type VapidSchluessel } from '../../shared/push/push.ts';
import type { PushErlaubnis } from '../../shared/push/push-ziel.ts';

// How one delivery goes out: by push to the customer's devices, or by mail.

/** The portal's address for links in mails: the origin of the tenant's password-renewal page (its portal). */
export function portalAdresse(mandant: Mandant): string {
  return new URL(mandant.passwortErneuernUrl).origin;
}

type Geraet = { mandant: string; kundennummer: string; id: string; endpoint: string; p256dh: string; auth: string };

/** The push devices of a claimed batch in one query per tenant (one per delivery cost more than the push). */
export async function geraeteDerStapel(db: Db, faellige: Zustellung[]): Promise<Map<string, Geraet[]>> {
  const nachKunde = new Map<string, Geraet[]>();
  const proMandant = new Map<string, string[]>();
  for (const z of faellige) if (z.kanal === 'push') proMandant.set(z.mandant, [...(proMandant.get(z.mandant) ?? []), z.kundennummer]);
  for (const [mandant, kunden] of proMandant) {
    const zeilen = await db.selectFrom('push_abo').select(['mandant', 'kundennummer', 'id', 'endpoint', 'p256dh', 'auth']).where('mandant', '=', mandant).where('kundennummer', 'in', kunden).execute();
    for (const g of zeilen) nachKunde.set(`${g.mandant} ${g.kundennummer}`, [...(nachKunde.get(`${g.mandant} ${g.kundennummer}`) ?? []), g]);
  }
  return nachKunde;
}

export async function push(db: Db, schluessel: VapidSchluessel, erlaubnis: PushErlaubnis, z: Zustellung, mandant: Mandant, geraete: Geraet[], zeitlimitMs: number): Promise<void> {
  const vapid = { ...schluessel, subject: `mailto:${mandant.absenderEmail}` };
  let fehler: string | undefined;
  const angenommen: string[] = [];
  // A retry goes only to the devices that did not accept before: the others already show it.
  for (const g of geraete.filter((offen) => !z.angenommen.includes(offen.id))) {
    const status = await pushSenden(g, { titel: z.titel, link: z.link }, `${z.mandant} ${z.kundennummer} ${z.schluessel}`, vapid, erlaubnis, { zeitlimitMs }).catch((e: unknown) => String(e));
    // 404/410: the browser gave the subscription up (uninstalled, permission withdrawn): forget the device.
    if (status === 404 || status === 410) await db.deleteFrom('push_abo').where('mandant', '=', z.mandant).where('kundennummer', '=', z.kundennummer).where('id', '=', g.id).execute();
    else if (typeof status !== 'number' || status >= 300) fehler = `Push: ${status}`;
    else angenommen.push(g.id);
  }
  if (fehler) throw new PushFehlgeschlagen(fehler, angenommen);
}

/** A push that some devices did not accept; `angenommen` names those that did. */
export class PushFehlgeschlagen extends Error {
  constructor(
    meldung: string,
    readonly angenommen: string[],
  ) {
    super(meldung);
  }
}

/** A notification by mail is handed to the one mail outbox, which sends it now or retries it later. */
export async function mail(d: MailAusgangDienste, z: Zustellung, mandant: Mandant): Promise<void> {
  const kunde = await d.db.selectFrom('anschlussnutzer').select('email').where('mandant', '=', z.mandant).where('kundennummer', '=', z.kundennummer).executeTakeFirst();
  if (!kunde?.email) return;
  const text = [z.text, '', `Im Kundenportal: ${portalAdresse(mandant)}${z.link}`, '', `Ihre Benachrichtigungen stellen Sie hier ein: ${portalAdresse(mandant)}/benachrichtigungen`].join('\n');
  await mailVersenden(d, { mandant: z.mandant, art: 'benachrichtigung', kundennummer: z.kundennummer, mail: { von: mandant.absenderEmail, an: kunde.email, betreff: z.titel, text } });
}
