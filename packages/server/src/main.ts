import path from 'node:path';
import { appBauen } from './app.ts';
import { envLesen } from './config/env.ts';
import { mandantenLaden } from './config/mandanten.ts';
import { datenbankOeffnen } from './db/oeffnen.ts';
import { demoDatenEinspielen } from './demo/einspielen.ts';
import { mailerErstellen } from './shared/mail.ts';
import { systemUhr, uhrAb } from './shared/uhr.ts';

async function starten(): Promise<void> {
  const env = envLesen();
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  const uhr = env.EKP_NOW ? uhrAb(new Date(env.EKP_NOW)) : systemUhr;
  const datenbank = await datenbankOeffnen(env);
  if (env.EKP_DEMO === 'true') await demoDatenEinspielen(datenbank.db, mandanten, uhr.jetzt(), console.log);
  const mailer = mailerErstellen({ smtpUrl: env.SMTP_URL, outboxVerzeichnis: path.join(env.EKP_DATA_DIR, 'mails'), log: console.log });
  const app = await appBauen(
    { db: datenbank.db, mandanten, uhr, mailer, sitzungTtl: env.EKP_SESSION_TTL, sitzungMax: env.EKP_SESSION_MAX, fotoVerzeichnis: env.DATABASE_URL ? undefined : path.join(env.EKP_DATA_DIR, 'fotos'), webVerzeichnis: env.EKP_WEB_DIR },
    { logger: true, trustProxy: env.EKP_TRUST_PROXY },
  );
  let beendet = false;
  const beenden = async () => {
    if (beendet) return;
    beendet = true;
    await app.close();
    await datenbank.schliessen();
    process.exit(0);
  };
  process.on('SIGINT', beenden);
  process.on('SIGTERM', beenden);
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`ekp läuft auf http://localhost:${env.PORT} (${datenbank.beschreibung})`);
}

starten().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
