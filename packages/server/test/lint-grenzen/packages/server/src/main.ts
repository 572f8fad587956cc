// Breaks: the server's start imports a command line.
import { c } from './cli/c.ts';
export const m = c;
