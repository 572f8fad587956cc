import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  von: string;
  an: string;
  betreff: string;
  text: string;
}

export interface Mailer {
  senden(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise a readable outbox of .eml files under the data dir. */
export function mailerErstellen(opts: { smtpUrl?: string | undefined; outboxVerzeichnis: string; log?: (text: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async senden(m) {
        await transport.sendMail({ from: m.von, to: m.an, subject: m.betreff, text: m.text });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async senden(m) {
      const info = await transport.sendMail({ from: m.von, to: m.an, subject: m.betreff, text: m.text });
      mkdirSync(opts.outboxVerzeichnis, { recursive: true });
      const datei = path.join(opts.outboxVerzeichnis, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`);
      writeFileSync(datei, info.message as Buffer);
      opts.log?.(`Mail an ${m.an} („${m.betreff}") abgelegt in ${datei}\n${m.text}`);
    },
  };
}
