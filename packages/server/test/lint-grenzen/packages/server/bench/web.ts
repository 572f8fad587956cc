// Breaks: a bench imports the web app.
import { S } from '../../web/src/shared/s.ts';
export const b = S;
