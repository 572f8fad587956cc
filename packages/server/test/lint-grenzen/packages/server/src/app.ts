// Breaks: the app imports a command line.
import { c } from './cli/c.ts';
export const app = c;
