import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATEN } from './konstanten.ts';

// The e2e server has no SMTP_URL, so its mails land as .eml files in <data dir>/mails (docs/operations.md).
const POSTAUSGANG = path.resolve(import.meta.dirname, '../..', E2E_DATEN, 'mails');

/** Undoes quoted-printable (soft line breaks and =XX bytes), which the outbox uses for its text. */
export function quotedPrintableDekodieren(text: string): string {
  const ohneUmbrueche = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < ohneUmbrueche.length; i++) {
    const hex = ohneUmbrueche.slice(i + 1, i + 3);
    if (ohneUmbrueche[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(ohneUmbrueche[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function mailsAn(empfaenger: string): string[] {
  let dateien: string[] = [];
  try {
    dateien = readdirSync(POSTAUSGANG).filter((d) => d.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return dateien
    .map((d) => readFileSync(path.join(POSTAUSGANG, d), 'utf8'))
    .filter((m) => new RegExp(`^To: ${empfaenger.replace(/[.]/g, '\\.')}$`, 'm').test(m))
    .map(quotedPrintableDekodieren);
}

/** Waits for the newest mail to the address and returns the first link of its text. */
export async function linkAusMail(empfaenger: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = mailsAn(empfaenger).at(-1)?.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeDefined();
  return new URL(link!);
}
