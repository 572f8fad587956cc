import { randomInt } from 'node:crypto';
import { heuteIn } from '@ekp/contract';

// No 0/O, 1/I/L: the number is read out on the phone to the service team.
const ZEICHEN = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** K-YYYYMMDD-XXXXXX: the day of receipt (Europe/Berlin) and 31^6 ≈ 900 million choices per day. */
export function neueEingangsnummer(jetzt: Date): string {
  const zufall = Array.from({ length: 6 }, () => ZEICHEN[randomInt(ZEICHEN.length)]).join('');
  return `K-${heuteIn(jetzt).replace(/-/g, '')}-${zufall}`;
}
