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

/** What may be logged of a failed send: codes only, since SMTP answers often quote the recipient. */
export function mailfehlerOhneAdresse(fehler: unknown): { code?: unknown; responseCode?: unknown; command?: unknown } {
  const f = (fehler ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  return { code: f.code, responseCode: f.responseCode, command: f.command };
}

export interface MailerOptionen {
  /** smtp://… or smtps://…: send through that server (SMTP_URL). */
  smtpUrl?: string | undefined;
  /** Without SMTP: where the outbox's .eml files go (<data dir>/mails). */
  outboxVerzeichnis?: string | undefined;
  log?: (text: string) => void;
}

/** SMTP when SMTP_URL is set; otherwise a readable outbox of .eml files under the data dir. */
export function mailerErstellen(opts: MailerOptionen): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async senden(m) {
        await transport.sendMail({ from: m.von, to: m.an, subject: m.betreff, text: m.text, textEncoding: 'quoted-printable' });
      },
    };
  }
  const verzeichnis = opts.outboxVerzeichnis;
  if (!verzeichnis) throw new Error('Ohne SMTP_URL braucht der Mailer ein Outbox-Verzeichnis.');
  // Quoted-printable keeps the German text legible in the file; the log shows it decoded.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async senden(m) {
      const info = await transport.sendMail({ from: m.von, to: m.an, subject: m.betreff, text: m.text, textEncoding: 'quoted-printable' });
      mkdirSync(verzeichnis, { recursive: true });
      // The file name only has to be unique and sort by arrival; it is not a business date.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`;
      const datei = path.join(verzeichnis, name);
      writeFileSync(datei, info.message as Buffer);
      // The log names the file only: recipient and text (reset links) are customer data and secrets.
      opts.log?.(`Mail abgelegt in ${datei}`);
    },
  };
}
