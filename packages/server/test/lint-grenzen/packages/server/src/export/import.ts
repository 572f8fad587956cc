// Breaks: export/ imports import/.
import { i } from '../import/i.ts';
export const e = i;
