// Breaks: the web app imports the server.
import { d } from '../../../../server/src/db/d.ts';
export const A = () => d;
