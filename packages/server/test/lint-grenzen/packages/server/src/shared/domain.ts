// Breaks: infrastructure imports a business rule from domain/.
import { sparen } from '../domain/sparen/prognose.ts';
export const s = sparen;
