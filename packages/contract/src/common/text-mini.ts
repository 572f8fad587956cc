import * as z from 'zod/mini';
import { istSauber, TEXT_UNZULAESSIG } from './sauber.ts';

/** `text()` for zod/mini schemas (the first page's auth and error schemas, kept small): the same refusal, then the given checks. */
export function textMini(...checks: Parameters<ReturnType<typeof z.string>['check']>) {
  return z.string().check(z.refine(istSauber, { message: TEXT_UNZULAESSIG }), ...checks);
}
