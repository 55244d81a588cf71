import { describe, expect, it } from 'vitest';

import { cvToKw, KW_PER_CV, NOVICE_DRIVER_LIMITS, noviceDriverAllowed } from './novice-drivers.js';

/** The CV whose kW is closest to `kw` from below and above. */
const cvAt = (kw: number) => ({ under: Math.floor(kw / KW_PER_CV), over: Math.ceil(kw / KW_PER_CV) });

describe('newly licensed drivers (art. 117 CdS, 2024)', () => {
  it('allow at most 75 kW per tonne of kerb weight', () => {
    // 1,500 kg: 112.5 kW at most by the ratio, but the M1 limit is lower; a van of 10 seats has only the ratio.
    const van = { kerbWeightKg: 1500, seats: 10 };
    const { under, over } = cvAt(NOVICE_DRIVER_LIMITS.maxKwPerTonne * 1.5);
    expect(noviceDriverAllowed({ ...van, horsepower: under })).toBe(true);
    expect(noviceDriverAllowed({ ...van, horsepower: over })).toBe(false);
    // A light car: 1,000 kg allow 75 kW (101.97 CV).
    expect(noviceDriverAllowed({ horsepower: 101, kerbWeightKg: 1000, seats: 5 })).toBe(true);
    expect(noviceDriverAllowed({ horsepower: 102, kerbWeightKg: 1000, seats: 5 })).toBe(false);
  });

  it('allow at most 105 kW in a car of at most eight passengers besides the driver, however heavy', () => {
    const heavy = { kerbWeightKg: 2500, seats: 5 };
    expect(noviceDriverAllowed({ ...heavy, horsepower: 142 })).toBe(true);
    expect(noviceDriverAllowed({ ...heavy, horsepower: 143 })).toBe(false);
    expect(cvToKw(143)).toBeGreaterThan(NOVICE_DRIVER_LIMITS.maxKwM1);
    // Nine seats is still M1; ten is not, and only the ratio counts.
    expect(noviceDriverAllowed({ kerbWeightKg: 2500, seats: 9, horsepower: 143 })).toBe(false);
    expect(noviceDriverAllowed({ kerbWeightKg: 2500, seats: 10, horsepower: 143 })).toBe(true);
  });

  it('claim nothing when the kerb weight or the power is not stated', () => {
    expect(noviceDriverAllowed({ horsepower: 90, kerbWeightKg: null, seats: 5 })).toBeNull();
    expect(noviceDriverAllowed({ horsepower: null, kerbWeightKg: 1200, seats: 5 })).toBeNull();
  });

  it('give the power in kW to one decimal', () => {
    expect(cvToKw(510)).toBe(375.1);
    expect(cvToKw(100)).toBe(73.5);
  });
});
