// Breaks: a feature imports the list of all features.
import { features } from '../index.ts';
export const a = features;
