// Breaks: plugins/ climbs into the app.
import { app } from '../app.ts';
export const p = app;
