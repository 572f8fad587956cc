// Breaks: demo/ imports a command line.
import { c } from '../cli/c.ts';
export const d = c;
