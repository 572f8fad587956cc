// Allowed: the core reads the database layer and the contract.
import { texte } from '@ekp/contract';
import { d } from '../db/d.ts';
export const k = [texte, d];
