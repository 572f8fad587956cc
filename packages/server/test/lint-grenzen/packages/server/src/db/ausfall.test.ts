// Breaks: a test of db/ may reach the app and test helpers, never a feature.
import { b } from '../features/b/b.ts';
export const t = b;
