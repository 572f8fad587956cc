import { describe, expect, it } from 'vitest';
import { zustellbarAb } from './ruhezeit.ts';

describe('Benachrichtigungen: Regeln', () => {
  it('holds push and mail back at night until 7:00 Berlin time unless the customer allows the night', () => {
    const tag = new Date('2026-11-18T14:00:00+01:00');
    expect(zustellbarAb(tag, false)).toEqual(tag);
    expect(zustellbarAb(new Date('2026-11-18T22:30:00+01:00'), false)).toEqual(new Date('2026-11-19T07:00:00+01:00'));
    expect(zustellbarAb(new Date('2026-11-19T03:10:00+01:00'), false)).toEqual(new Date('2026-11-19T07:00:00+01:00'));
    expect(zustellbarAb(new Date('2026-11-18T21:59:00+01:00'), false)).toEqual(new Date('2026-11-18T21:59:00+01:00'));
    expect(zustellbarAb(new Date('2026-11-18T23:00:00+01:00'), true)).toEqual(new Date('2026-11-18T23:00:00+01:00'));
    // Summer time (UTC+2): 06:59 local is still night.
    expect(zustellbarAb(new Date('2026-07-01T06:59:00+02:00'), false)).toEqual(new Date('2026-07-01T07:00:00+02:00'));
  });
});
