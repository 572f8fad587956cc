/**
 * PostgreSQL refuses NUL in text, other control characters corrupt exports and mails, and a lone UTF-16
 * surrogate cannot be stored as UTF-8. Every string the API or the importer accepts is checked with
 * `istSauber` (through `text()` or, on the first page's zod/mini schemas, `textMini()`), so such input
 * is a 400 with a German text instead of a database error. Tab, line feed and carriage return stay
 * allowed (multi-line messages). No zod import here: both schema flavours share it.
 */
// eslint-disable-next-line no-control-regex
const STEUERZEICHEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const EINZELNES_SURROGAT = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_UNZULAESSIG = 'Die Eingabe enthält unzulässige Zeichen.';

export function istSauber(wert: string): boolean {
  return !STEUERZEICHEN.test(wert) && !EINZELNES_SURROGAT.test(wert);
}
