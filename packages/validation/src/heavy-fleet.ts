// The figures a haulier and a site manager compare, by category, without zod: the server's schemas,
// the database's checks, the Excel sheet and the web app all read them from here.
import { VEHICLE_CATEGORIES, type VehicleCategory } from './vehicle-rules.js';

export function isVehicleCategory(value: unknown): value is VehicleCategory {
  return (VEHICLE_CATEGORIES as readonly unknown[]).includes(value);
}

export const WHEEL_FORMULAS = ['4x2', '6x2', '6x4', '8x4'] as const;
export type WheelFormula = (typeof WHEEL_FORMULAS)[number];

export const MACHINE_TYPES = [
  'escavatore',
  'miniescavatore',
  'pala_gommata',
  'terna',
  'dumper',
  'rullo',
  'sollevatore',
] as const;
export type MachineType = (typeof MACHINE_TYPES)[number];

/** Whether a machine is rented with its operator ('a caldo'), without ('a freddo'), or either way. */
export const OPERATOR_CHOICES = ['no', 'optional', 'always'] as const;
export type OperatorChoice = (typeof OPERATOR_CHOICES)[number];

/** The trucks' own figures. */
export const TRUCK_FIELDS = ['gross_weight_kg', 'payload_kg', 'axles', 'wheel_formula', 'cab'] as const;
/** The earth-moving machines' own figures. */
export const MACHINE_FIELDS = [
  'machine_type',
  'operating_weight_kg',
  'engine_hours',
  'max_digging_depth_mm',
  'bucket_capacity_l',
  'with_operator',
] as const;
export type TruckField = (typeof TRUCK_FIELDS)[number];
export type MachineField = (typeof MACHINE_FIELDS)[number];
export type CategoryField = TruckField | MachineField;

/** The figures each category states; a figure of another category is refused. */
export const CATEGORY_FIELDS: Record<VehicleCategory, readonly CategoryField[]> = {
  auto: [],
  camion: TRUCK_FIELDS,
  movimento_terra: MACHINE_FIELDS,
};

/** Each figure's bounds, shared by the input's checks and the database's. */
export const HEAVY_LIMITS = {
  /** 250 t: far above any road truck (44 t) or rented machine, far below a typing slip of digits. */
  weightKg: 250_000,
  minAxles: 2,
  maxAxles: 5,
  engineHours: 1_000_000,
  /** 50 m: beyond the deepest long-reach excavator. */
  diggingDepthMm: 50_000,
  /** 50 m³. */
  bucketLitres: 50_000,
  cab: 50,
} as const;

/**
 * Doors and seats are a car's figures: required for `auto`. A truck may state them (its cab's), a
 * machine never does; when not stated they are stored and answered as 0.
 */
export function requiresDoorsAndSeats(category: VehicleCategory): boolean {
  return category === 'auto';
}

export function takesDoorsAndSeats(category: VehicleCategory): boolean {
  return category !== 'movimento_terra';
}

/** Every figure of the heavy fleet, null when not stated: what a vehicle of another category holds. */
export type HeavyFigures = {
  gross_weight_kg: number | null;
  payload_kg: number | null;
  axles: number | null;
  wheel_formula: WheelFormula | null;
  cab: string | null;
  machine_type: MachineType | null;
  operating_weight_kg: number | null;
  engine_hours: number | null;
  max_digging_depth_mm: number | null;
  bucket_capacity_l: number | null;
  with_operator: OperatorChoice | null;
};

export const NO_HEAVY_FIGURES: HeavyFigures = {
  gross_weight_kg: null,
  payload_kg: null,
  axles: null,
  wheel_formula: null,
  cab: null,
  machine_type: null,
  operating_weight_kg: null,
  engine_hours: null,
  max_digging_depth_mm: null,
  bucket_capacity_l: null,
  with_operator: null,
};

/** Whether a request for this vehicle may say if it wants the operator: only when the office offers both. */
export function asksForOperator(vehicle: { vehicle_category: VehicleCategory; with_operator: OperatorChoice | null }) {
  return vehicle.vehicle_category === 'movimento_terra' && vehicle.with_operator === 'optional';
}

/** What the public list narrows trucks and machines by; each only matches vehicles that state it. */
export interface HeavyFleetFilters {
  /** Trucks carrying at least this many kilograms. */
  min_payload_kg?: number | undefined;
  /** Trucks with exactly this many axles. */
  axles?: number | undefined;
  machine_type?: MachineType | undefined;
  /** Machines weighing at most this many kilograms in operation. */
  max_operating_weight_kg?: number | undefined;
  /** `true`: machines that come with an operator (always or on request); `false`: those rented without one. */
  with_operator?: boolean | undefined;
}

/** The test of the heavy fleet's filters that are set; undefined when none is. */
export function heavyFleetFilter(
  filters: HeavyFleetFilters,
):
  | ((
      vehicle: Pick<HeavyFigures, 'payload_kg' | 'axles' | 'machine_type' | 'operating_weight_kg' | 'with_operator'>,
    ) => boolean)
  | undefined {
  const {
    min_payload_kg: payload,
    axles,
    machine_type: type,
    max_operating_weight_kg: weight,
    with_operator: operator,
  } = filters;
  if ([payload, axles, type, weight, operator].every((value) => value === undefined)) return undefined;
  return (vehicle) =>
    (payload === undefined || (vehicle.payload_kg !== null && vehicle.payload_kg >= payload)) &&
    (axles === undefined || vehicle.axles === axles) &&
    (type === undefined || vehicle.machine_type === type) &&
    (weight === undefined || (vehicle.operating_weight_kg !== null && vehicle.operating_weight_kg <= weight)) &&
    (operator === undefined ||
      (vehicle.with_operator !== null &&
        (operator ? vehicle.with_operator !== 'no' : vehicle.with_operator !== 'always')));
}

/** The choices of the heavy fleet's filters: the machine types and axle counts the fleet states. */
export function heavyFleetOptions(vehicles: readonly Partial<Pick<HeavyFigures, 'machine_type' | 'axles'>>[]) {
  const present = <T>(values: (T | null | undefined)[]) =>
    [...new Set(values)].filter((value): value is T => value !== null && value !== undefined);
  return {
    machine_types: MACHINE_TYPES.filter((type) => vehicles.some((vehicle) => vehicle.machine_type === type)),
    axles: present(vehicles.map((vehicle) => vehicle.axles)).sort((a, b) => a - b),
  };
}
