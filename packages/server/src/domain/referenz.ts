import { randomInt } from 'node:crypto';
import { heuteIn } from '@ekp/contract';

// No 0/O, 1/I/L: the number is read out on the phone to the service team.
const ZEICHEN = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A reference the customer can quote: a letter for the kind of request, the day of receipt (Europe/Berlin)
 * and six random characters (31^6 ≈ 900 million per day), e.g. K-20261126-7QX4MZ.
 */
export function neueReferenz(art: string, jetzt: Date): string {
  const zufall = Array.from({ length: 6 }, () => ZEICHEN[randomInt(ZEICHEN.length)]).join('');
  return `${art}-${heuteIn(jetzt).replace(/-/g, '')}-${zufall}`;
}
