// Breaks: a feature's code imports demo data (only its tests may).
import { kunden } from '../../demo/kunden.ts';
export const a = kunden;
