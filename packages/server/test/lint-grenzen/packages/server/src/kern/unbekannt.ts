// Breaks: an import into a folder the table does not know.
import { x } from '../neu/x.ts';
export const k = x;
