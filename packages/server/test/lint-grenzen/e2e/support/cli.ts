// Breaks: the browser tests import a command line.
import { c } from '../../packages/server/src/cli/c.ts';
export const e = c;
