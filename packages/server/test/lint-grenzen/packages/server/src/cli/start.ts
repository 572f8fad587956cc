// Breaks: a command line imports the server's start.
import { m } from '../main.ts';
export const c = m;
