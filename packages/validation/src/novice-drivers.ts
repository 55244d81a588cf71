// Whether a driver in the first three years of a B licence may drive a car in Italy. Without zod,
// so the browser may read it too.

/**
 * The limits of art. 117, comma 2-bis, of the Codice della Strada (d.lgs. 285/1992) as amended by
 * legge 25 novembre 2024, n. 177 (in force from 14 December 2024), for the first three years after
 * a B licence: a power-to-tare ratio of at most 75 kW/t, and for cars carrying at most eight
 * passengers besides the driver (category M1) a power of at most 105 kW.
 */
export const NOVICE_DRIVER_LIMITS = {
  maxKwPerTonne: 75,
  maxKwM1: 105,
  /** M1: at most 8 seats besides the driver's. */
  maxSeatsM1: 9,
} as const;

/** One CV (cavallo vapore, metric horsepower) in kW. */
export const KW_PER_CV = 0.73549875;

/** A power in CV as kW, to one decimal. */
export function cvToKw(cv: number): number {
  return Math.round(cv * KW_PER_CV * 10) / 10;
}

/**
 * Whether a newly licensed driver may drive a car of `horsepower` CV weighing `kerbWeightKg` (its
 * tare); null, claiming nothing, when either is not stated.
 */
export function noviceDriverAllowed(vehicle: {
  horsepower: number | null;
  kerbWeightKg: number | null;
  seats: number;
}): boolean | null {
  const { horsepower, kerbWeightKg, seats } = vehicle;
  if (horsepower === null || kerbWeightKg === null || kerbWeightKg <= 0) return null;
  const kw = horsepower * KW_PER_CV;
  if (kw / (kerbWeightKg / 1000) > NOVICE_DRIVER_LIMITS.maxKwPerTonne) return false;
  if (seats <= NOVICE_DRIVER_LIMITS.maxSeatsM1 && kw > NOVICE_DRIVER_LIMITS.maxKwM1) return false;
  return true;
}
