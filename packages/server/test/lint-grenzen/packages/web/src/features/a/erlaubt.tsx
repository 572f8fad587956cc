// Allowed: a web feature uses its own folder, the web's shared/ and the contract.
import { texte } from '@ekp/contract';
import { Knopf } from '../../shared/ui/knopf.tsx';
import { Teil } from './teil.tsx';
import { useQuery } from '@tanstack/react-query';
export const A = () => [texte, Knopf, Teil, useQuery];
