// Breaks: the web's own check imports the server.
import { d } from '../../server/src/db/d.ts';
export const t = d;
