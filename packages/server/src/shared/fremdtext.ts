/**
 * What a stranger typed into a form without login, made harmless for a plain-text
 * mail to someone else. Control characters (also those text() lets through: tab, line breaks) and
 * bidi/invisible formatting characters go, so nothing can reorder or hide the mail's own text; the
 * length is capped; and nothing stays that a mail program would turn into a link (scheme, "www.",
 * a domain's dot, an @): "example.org" becomes "example[.]org".
 */
// eslint-disable-next-line no-control-regex
const STEUERZEICHEN = /[\u0000-\u001F\u007F-\u009F]/g;
const FORMATZEICHEN = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

export function fremdtext(wert: string, max: number): string {
  const harmlos = wert
    .replace(STEUERZEICHEN, ' ')
    .replace(FORMATZEICHEN, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/:\/\//g, '[:]//')
    .replace(/@/g, '[at]')
    .replace(/([\p{L}\p{N}])\.(?=\p{L})/gu, '$1[.]');
  return harmlos.length > max ? `${harmlos.slice(0, max - 1)}…` : harmlos;
}
