// Breaks: a route climbs into the shell.
import { App } from '../start/app.tsx';
export const R = App;
