import path from 'node:path';
import { pino } from 'pino';
import { appBauen } from './app.ts';
import { envLesen } from './config/env.ts';
import { mandantenLaden } from './config/mandanten.ts';
import { datenbankOeffnen, serverAdresse } from './db/oeffnen.ts';
import { demoDatenEinspielen } from './demo/einspielen.ts';
import { loggerOptionen } from './plugins/protokoll.ts';
import { partitionenPflegen } from './domain/intervall/pflege.ts';
import { mailerErstellen } from './shared/mail.ts';
import { schluesselbund, schluesselDatei, schluesselLesen } from './shared/schluesselbund.ts';
import { vapidDatei } from './shared/push/vapid-datei.ts';
import { geheimnisseNeuVersiegeln } from './domain/anmeldung/zweiter-faktor.ts';
import { uhrAusUmgebung } from './config/uhr.ts';
import { zeitplanStarten } from './shared/zeitplan/zeitplan.ts';
import { auftraegeBauen } from './auftraege.ts';
import { anstossSetzen } from './domain/benachrichtigungen/anstoss.ts';
import { zustellungStarten } from './domain/benachrichtigungen/zustellung-starten.ts';
import { pushErlaubnis } from './shared/push/push-ziel.ts';

// One server process (start.ts forks several of these with EKP_WORKERS). Importing this module starts it.
async function starten(): Promise<void> {
  const env = envLesen();
  const log = pino(loggerOptionen({ level: env.LOG_LEVEL }));
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  const uhr = uhrAusUmgebung(env);
  const datenbank = await datenbankOeffnen(env, {
    beiVerbindungsfehler: (e) => log.warn({ fehler: e.message, code: (e as { code?: unknown }).code }, 'Verbindung zur Datenbank unterbrochen; die nächste Anfrage verbindet neu'),
    beiReplikatWechsel: (url, nutzbar, grund) =>
      nutzbar ? log.info({ replikat: serverAdresse(url) }, 'Lesereplikat bedient Lesezugriffe') : log.warn({ replikat: serverAdresse(url), grund }, 'Lesereplikat übersprungen; Lesezugriffe gehen an den Primärserver'),
  });
  // Month partitions ahead and each tenant's retention before the first request; the daily run is a scheduled job (auftraege.ts).
  await partitionenPflegen(datenbank.db, mandanten.alle, uhr.jetzt()).then(
    (meldungen) => meldungen.forEach((t) => log.info(t)),
    (e: unknown) => log.error({ fehler: String(e) }, 'Partitionen konnten nicht gepflegt werden'),
  );
  if (env.EKP_DEMO === 'true') {
    if (env.DATABASE_URL) log.warn('ACHTUNG: EKP_DEMO=true auf einem PostgreSQL-Server. Die Demodaten (Passwort aus der README) werden eingespielt, falls noch kein Kunde existiert. Niemals in Produktion!');
    await demoDatenEinspielen(datenbank.db, mandanten, uhr.jetzt(), (t) => log.info(t));
  }
  // The key ring for the TOTP secrets; rows not sealed with the current key are sealed now.
  const schluessel = schluesselbund(
    env.EKP_SCHLUESSEL ? schluesselLesen(env.EKP_SCHLUESSEL) : schluesselDatei(env.EKP_DATA_DIR),
    (env.EKP_SCHLUESSEL_ALT ?? '').split(',').filter((k) => k.trim()).map((k) => schluesselLesen(k, 'EKP_SCHLUESSEL_ALT')),
  );
  if (!env.EKP_SCHLUESSEL && env.DATABASE_URL) {
    log.warn('EKP_SCHLUESSEL ist nicht gesetzt: die TOTP-Geheimnisse werden mit einem Schlüssel aus EKP_DATA_DIR versiegelt. Mit PostgreSQL und mehreren Rechnern muss EKP_SCHLUESSEL auf allen gleich gesetzt sein (docs/operations.md).');
  }
  const neuVersiegelt = await geheimnisseNeuVersiegeln(datenbank.db, schluessel);
  if (neuVersiegelt) log.info({ anzahl: neuVersiegelt }, 'TOTP-Geheimnisse mit dem aktuellen Schlüssel versiegelt');
  const mailer = mailerErstellen({ smtpUrl: env.SMTP_URL, outboxVerzeichnis: path.join(env.EKP_DATA_DIR, 'mails'), log: (t) => log.info(t) });
  const dienste = {
    db: datenbank.db,
    // A session that wrote reads from the primary for the allowed lag plus a second (kern/sitzung.ts).
    replikate: datenbank.replikate && { db: datenbank.replikate.db, pinMs: (env.EKP_REPLIKAT_MAX_LAG + 1) * 1000 },
    mandanten, uhr, mailer, schluessel, sitzungTtl: env.EKP_SESSION_TTL, sitzungMax: env.EKP_SESSION_MAX, fotoVerzeichnis: env.DATABASE_URL ? undefined : path.join(env.EKP_DATA_DIR, 'fotos'), webVerzeichnis: env.EKP_WEB_DIR,
    vapid: env.EKP_VAPID_PUBLIC_KEY && env.EKP_VAPID_PRIVATE_KEY ? { publicKey: env.EKP_VAPID_PUBLIC_KEY, privateKey: env.EKP_VAPID_PRIVATE_KEY } : env.DATABASE_URL ? undefined : vapidDatei(env.EKP_DATA_DIR, schluessel),
    pushErlaubnis: pushErlaubnis(env.EKP_PUSH_DIENSTE),
  };
  if (!dienste.vapid) log.warn('EKP_VAPID_PUBLIC_KEY/EKP_VAPID_PRIVATE_KEY sind nicht gesetzt: Push-Benachrichtigungen sind aus (docs/operations.md, Produktions-Checkliste).');
  const app = await appBauen(dienste, { logger: { level: env.LOG_LEVEL }, trustProxy: env.EKP_TRUSTED_PROXIES });
  const zeitplan = zeitplanStarten({ db: datenbank.db, uhr, mandanten, log: (stufe, text, daten) => log[stufe](daten ?? {}, text) }, auftraegeBauen(dienste));
  // Every process sends due notifications; the delivery table hands each to one process.
  const zustellung = zustellungStarten(dienste, (text, daten) => log.error(daten, text));
  anstossSetzen(zustellung.anstossen);

  let beendet = false;
  const beenden = async (signal: string) => {
    if (beendet) return;
    beendet = true;
    log.info({ signal, frist: env.EKP_SHUTDOWN_TIMEOUT }, 'Server wird beendet; laufende Anfragen dürfen fertig werden');
    // app.close() stops accepting, answers new requests on open connections with 503 and waits for the
    // running ones; after the grace period the remaining connections are cut so the process ends.
    const frist = setTimeout(() => {
      log.warn('Frist abgelaufen; offene Verbindungen werden getrennt');
      app.server.closeAllConnections();
    }, env.EKP_SHUTDOWN_TIMEOUT * 1000);
    try {
      await zeitplan.stoppen();
      await zustellung.stoppen();
      await app.close();
    } finally {
      clearTimeout(frist);
      await datenbank.schliessen().catch((e: unknown) => log.error({ fehler: String(e) }, 'Datenbank ließ sich nicht sauber schließen'));
    }
    log.info('Server beendet');
    process.exit(0);
  };
  process.on('SIGINT', () => void beenden('SIGINT'));
  process.on('SIGTERM', () => void beenden('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  log.info({ port: env.PORT, datenbank: datenbank.beschreibung }, `ekp läuft auf http://localhost:${env.PORT} (${datenbank.beschreibung})`);
}

starten().catch((e: unknown) => {
  const text = e instanceof Error ? e.message : String(e);
  // An invalid environment is listed line by line for the operator; everything later is a log line.
  if (text.startsWith('Ungültige Umgebungsvariablen')) console.error(text);
  else pino(loggerOptionen({ level: 'info' })).fatal(text);
  process.exit(1);
});
