// Allowed: db/ reads the environment from config/ and the contract.
import { texte } from '@ekp/contract';
import { env } from '../config/env.ts';
export const d = [texte, env];
