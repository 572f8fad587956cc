import { randomUUID } from 'node:crypto';
import type { Mandanten } from '../../config/mandanten.ts';
import type { Db } from '../../db/verbinden.ts';
import type { Mailer } from '../../shared/mail.ts';
import type { Schluesselbund } from '../../shared/schluesselbund.ts';
import type { Uhr } from '../../config/uhr.ts';
import { alsGesendetMarkieren, beanspruchen, fehlschlagMerken, freigeben, fristVerlaengern, ZUSTELL_FRIST_SEKUNDEN, zeilenSchluessel, type Zustellung } from './anspruch.ts';
import { geraeteDerStapel, mail, push, PushFehlgeschlagen } from './kanaele.ts';
import type { VapidSchluessel } from '../../shared/push/push.ts';
import { taktStarten } from '../../shared/zeitplan/takt.ts';
import { pushErlaubnis, type PushErlaubnis } from '../../shared/push/push-ziel.ts';

export interface ZustellDienste {
  db: Db;
  uhr: Uhr;
  mailer: Mailer;
  mandanten: Mandanten;
  /** Absent: push is not set up (no VAPID keys); push deliveries wait. */
  vapid?: VapidSchluessel | undefined;
  /** Seals the mails queued in the mail outbox (shared/mail-ausgang.ts). */
  schluessel?: Schluesselbund | undefined;
  /** Where pushes may go; absent: the built-in push services only. */
  pushErlaubnis?: PushErlaubnis | undefined;
}

const STANDARD_ERLAUBNIS = pushErlaubnis();

/** Sent rows are marked in one statement per this many (or per MARKIER_MS): few statements, small in-doubt set. */
const MARKIER_STAPEL = 32;
const MARKIER_MS = 25;

export interface ZustellOptionen {
  /** Rows claimed per statement. */
  stapel?: number;
  /** Sends in flight at once. */
  parallel?: number;
  /** True once the process is stopping: nothing new is started, unstarted rows are released. */
  halt?: () => boolean;
  /** Where a failed mark or renewal is reported (the row itself is safe: it goes out again after its lease). */
  warnen?: (text: string, daten: object) => void;
}

/**
 * One pass: claims due deliveries in batches and sends them, `parallel` at a time, until none is due
 * (docs/benachrichtigungen.md, "How exactly once works"). Per batch: the claim is committed first; a send
 * starts only while the claim's lease has at least half its length left (renewed every third of it), so
 * no other process can have taken the row over meanwhile; accepted sends are marked in small committed
 * batches. Returns how many went out.
 */
export async function zustellen(d: ZustellDienste, { stapel = 200, parallel = 16, halt = () => false, warnen = () => undefined }: ZustellOptionen = {}): Promise<number> {
  const fristMs = ZUSTELL_FRIST_SEKUNDEN * 1000;
  // A send may not outlive the lease: it is given the reserve, the half of the lease it must have left.
  const reserveMs = fristMs / 2;
  let gesendet = 0;
  while (!halt()) {
    const besitzer = randomUUID();
    const faellige = await beanspruchen(d.db, d.uhr.jetzt(), stapel, d.vapid === undefined, besitzer);
    if (faellige.length === 0) return gesendet;
    // The lease's end as this process knows it, on its own monotonic clock (a stall shows as time passed).
    let fristEnde = performance.now() + fristMs;
    let gehalten = new Set(faellige.map(zeilenSchluessel));
    const offen = new Set(faellige.map(zeilenSchluessel));
    const geraete = await geraeteDerStapel(d.db, faellige);

    // Marks and lease renewals of this claim run one after another: the two touch the same rows, and as
    // concurrent statements they could deadlock, and a lost mark means a copy sent again.
    let kette: Promise<void> = Promise.resolve();
    const nacheinander = (f: () => Promise<void>) => (kette = kette.catch(() => undefined).then(f));
    let zuMarkieren: Zustellung[] = [];
    const markierenAnstossen = () => {
      const teil = zuMarkieren;
      zuMarkieren = [];
      return nacheinander(() =>
        alsGesendetMarkieren(d.db, teil, besitzer, d.uhr.jetzt()).catch((e: unknown) => {
          warnen('Zustellung: gesendet markieren fehlgeschlagen; die Zeilen gehen nach ihrer Frist erneut hinaus', { anzahl: teil.length, fehler: String(e) });
        }),
      );
    };
    const markierTakt = taktStarten(MARKIER_MS, () => void (zuMarkieren.length > 0 && markierenAnstossen()));
    const fristTakt = taktStarten(fristMs / 3, () => {
      const angefragt = performance.now();
      void nacheinander(async () => {
        const noch = faellige.filter((z) => offen.has(zeilenSchluessel(z)));
        gehalten = await fristVerlaengern(d.db, noch, besitzer, new Date(d.uhr.jetzt().getTime() + fristMs));
        fristEnde = angefragt + fristMs;
      }).catch((e: unknown) => warnen('Zustellung: Frist verlängern fehlgeschlagen', { fehler: String(e) }));
    });

    let naechste = 0;
    const uebrig: Zustellung[] = [];
    const arbeiter = async () => {
      while (naechste < faellige.length) {
        const z = faellige[naechste++]!;
        const k = zeilenSchluessel(z);
        if (!gehalten.has(k)) continue;
        if (halt() || performance.now() > fristEnde - reserveMs) {
          uebrig.push(z);
          continue;
        }
        const mandant = d.mandanten.alle.find((m) => m.key === z.mandant);
        try {
          if (!mandant) throw new Error(`Mandant ${z.mandant} unbekannt`);
          await (z.kanal === 'push' ? push(d.db, d.vapid!, d.pushErlaubnis ?? STANDARD_ERLAUBNIS, z, mandant, geraete.get(`${z.mandant} ${z.kundennummer}`) ?? [], reserveMs) : mail(d, z, mandant));
          offen.delete(k);
          zuMarkieren.push(z);
          gesendet++;
          // A failed mark leaves the row claimed: after its lease it is sent again as an in-doubt copy.
          if (zuMarkieren.length >= MARKIER_STAPEL) await markierenAnstossen();
        } catch (e) {
          offen.delete(k);
          await fehlschlagMerken(d.db, z, besitzer, d.uhr.jetzt(), e instanceof Error ? e.message : String(e), e instanceof PushFehlgeschlagen ? e.angenommen : []);
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(parallel, faellige.length) }, arbeiter));
    } finally {
      markierTakt.stoppen();
      fristTakt.stoppen();
      await markierenAnstossen();
    }
    await freigeben(d.db, uebrig, besitzer);
  }
  return gesendet;
}
