import { z } from 'zod';
import { istSauber, TEXT_UNZULAESSIG } from './sauber.ts';

export { istSauber, TEXT_UNZULAESSIG } from './sauber.ts';

/** A string without control characters or lone surrogates; chain .min/.max/.trim as with z.string(). */
export function text(message: string = TEXT_UNZULAESSIG) {
  return z.string().refine(istSauber, { message });
}
