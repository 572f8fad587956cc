import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { text } from '../common/text.ts';
import { aktuellesPasswort } from '../konto/api.ts';

// The optional second factor (TOTP, RFC 6238) on the screen /sicherheit.
export const SicherheitSchema = z.object({ zweiterFaktorAktiv: z.boolean() });
export const EinrichtungSchema = z.object({
  geheimnis: z.string().describe('Base32-Geheimnis zum Abtippen'),
  uri: z.string().describe('otpauth://-URI, wie sie der QR-Code enthält'),
  qrSvg: z.string().describe('Der QR-Code als SVG, auf dem Server erzeugt'),
});
export const CodeBodySchema = z.object({ code: text().trim().min(1).max(64) });
/** Switching the factor on also needs the current password (re-authentication). */
export const EinschaltenBodySchema = CodeBodySchema.extend({ passwort: aktuellesPasswort() });
export const WiederherstellungscodesSchema = z.object({ wiederherstellungscodes: z.array(z.string()) });
export const AbschaltenBodySchema = z.object({ passwort: text().min(1).max(256), code: text().trim().min(1).max(64) });

export const sicherheitApi = {
  lesen: endpoint({ methode: 'GET', pfad: '/sicherheit', auth: true, response: SicherheitSchema }),
  einrichten: endpoint({ methode: 'POST', pfad: '/sicherheit/zweiter_faktor/einrichtung', auth: true, response: EinrichtungSchema }),
  bestaetigen: endpoint({ methode: 'POST', pfad: '/sicherheit/zweiter_faktor/bestaetigung', auth: true, body: EinschaltenBodySchema, response: WiederherstellungscodesSchema }),
  abschalten: endpoint({ methode: 'POST', pfad: '/sicherheit/zweiter_faktor/abschaltung', auth: true, body: AbschaltenBodySchema, response: null }),
};

export type Einrichtung = z.infer<typeof EinrichtungSchema>;
