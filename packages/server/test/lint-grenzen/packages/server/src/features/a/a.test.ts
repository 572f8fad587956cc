// Allowed: a feature's test takes test helpers, demo data and the app.
import { bauen } from '../../../test/helper.ts';
import { kunden } from '../../demo/kunden.ts';
import { app } from '../../app.ts';
export const t = [bauen, kunden, app];
