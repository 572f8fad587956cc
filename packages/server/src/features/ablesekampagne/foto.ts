import { ablesungenTexte } from '@ekp/contract';
import { HttpFehler } from '../../kern/http-fehler.ts';

/**
 * Without login a photo is smaller than in the portal (2 MB instead of 10): the public call's body stays
 * small under the campaign's peak, and a phone photo of a meter fits. PNG or JPEG by its first bytes.
 */
export const FOTO_MAX_BYTES = 2 * 1024 * 1024;
export const BODY_LIMIT = Math.ceil(FOTO_MAX_BYTES / 3) * 4 + 16 * 1024;

export function fotoLesen(eingabe: string): { daten: Buffer; mime: 'image/png' | 'image/jpeg' } {
  const text = eingabe.replace(/^data:[\w.+/-]*;base64,/, '');
  if (text.length % 4 !== 0) throw new HttpFehler(400, ablesungenTexte.fotoKeinBase64, { foto: ablesungenTexte.fotoKeinBase64 });
  const daten = Buffer.from(text, 'base64');
  if (daten.toString('base64') !== text) throw new HttpFehler(400, ablesungenTexte.fotoKeinBase64, { foto: ablesungenTexte.fotoKeinBase64 });
  if (daten.length > FOTO_MAX_BYTES) throw new HttpFehler(413, 'Das Foto darf höchstens 2 MB groß sein.', { foto: 'Das Foto darf höchstens 2 MB groß sein.' });
  if (daten[0] === 0x89 && daten.subarray(1, 4).toString('latin1') === 'PNG') return { daten, mime: 'image/png' };
  if (daten[0] === 0xff && daten[1] === 0xd8 && daten[2] === 0xff) return { daten, mime: 'image/jpeg' };
  throw new HttpFehler(400, ablesungenTexte.fotoTyp, { foto: ablesungenTexte.fotoTyp });
}
