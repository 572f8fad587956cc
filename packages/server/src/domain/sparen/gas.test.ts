import { describe, expect, it } from 'vitest';
import { kwhJeKubikmeter } from './gas.ts';

describe('gas: kWh per m³ from the billed periods', () => {
  const staende = [
    { datum: '2024-11-01', summe: 4000 },
    { datum: '2025-10-30', summe: 5000 },
    { datum: '2026-11-01', summe: 6100 },
  ];

  it('takes the latest billed period the readings span, per day where they lie a few days off its ends', () => {
    // 2025-10-30 → 2026-11-01: 1,100 m³ in 367 days; billed 2025-11-01 → 2026-11-01: 11,500 kWh in 365 days.
    expect(kwhJeKubikmeter([{ von: '2024-11-01', bis: '2025-11-01', summe: 10000 }, { von: '2025-11-01', bis: '2026-11-01', summe: 11500 }], staende)).toBeCloseTo(11500 / 365 / (1100 / 367), 6);
  });

  it('skips a period whose readings lie far off its ends, and a ratio no gas can have', () => {
    expect(kwhJeKubikmeter([{ von: '2025-06-01', bis: '2026-06-01', summe: 10000 }], staende)).toBeNull();
    // 1,100 kWh for 1,100 m³: the bill was in m³ too, or a reading is wrong; 1 kWh per m³ is not gas.
    expect(kwhJeKubikmeter([{ von: '2025-11-01', bis: '2026-11-01', summe: 1100 }], staende)).toBeNull();
    // Falls back to the earlier period when the latest is implausible: 2024-11-01 → 2025-10-30, 1,000 m³ in 363 days.
    expect(kwhJeKubikmeter([{ von: '2024-11-01', bis: '2025-10-30', summe: 10500 }, { von: '2025-11-01', bis: '2026-11-01', summe: 1100 }], staende)).toBeCloseTo(10500 / 363 / (1000 / 363), 6);
  });

  it('has no factor without billed periods or two readings', () => {
    expect(kwhJeKubikmeter([], staende)).toBeNull();
    expect(kwhJeKubikmeter([{ von: '2025-11-01', bis: '2026-11-01', summe: 11500 }], [{ datum: '2025-11-01', summe: 5000 }])).toBeNull();
  });
});
