import type { BodyType, SaleFacts, Vehicle, VehicleCondition } from '@nbt/validation';

/** A yes/no the office may leave unstated: '' until it says. */
export type StatedFlag = '' | 'yes' | 'no';

/** What a buyer compares, as the vehicle dialog edits it: '' while not stated. */
export interface SaleFactValues {
  first_registration: string;
  previous_owners: number | '';
  warranty_months: number | '';
  service_history: StatedFlag;
  vat_deductible: StatedFlag;
  condition: VehicleCondition | '';
  body_type: BodyType | '';
  consumption_l_100km: number | '';
  consumption_kwh_100km: number | '';
  co2_g_km: number | '';
  kerb_weight_kg: number | '';
}

/** A new vehicle states none of them. */
export const NO_SALE_FACT_VALUES: SaleFactValues = {
  first_registration: '',
  previous_owners: '',
  warranty_months: '',
  service_history: '',
  vat_deductible: '',
  condition: '',
  body_type: '',
  consumption_l_100km: '',
  consumption_kwh_100km: '',
  co2_g_km: '',
  kerb_weight_kg: '',
};

const flagValue = (value: boolean | null): StatedFlag => (value === null ? '' : value ? 'yes' : 'no');
const flagInput = (value: StatedFlag): boolean | null => (value === '' ? null : value === 'yes');
const numberInput = (value: number | '') => (value === '' ? null : value);

/** A stored vehicle's facts in the dialog. */
export function saleFactValuesOf(vehicle: Vehicle): SaleFactValues {
  return {
    first_registration: vehicle.first_registration ?? '',
    previous_owners: vehicle.previous_owners ?? '',
    warranty_months: vehicle.warranty_months ?? '',
    service_history: flagValue(vehicle.service_history),
    vat_deductible: flagValue(vehicle.vat_deductible),
    condition: vehicle.condition ?? '',
    body_type: vehicle.body_type ?? '',
    consumption_l_100km: vehicle.consumption_l_100km ?? '',
    consumption_kwh_100km: vehicle.consumption_kwh_100km ?? '',
    co2_g_km: vehicle.co2_g_km ?? '',
    kerb_weight_kg: vehicle.kerb_weight_kg ?? '',
  };
}

/** The dialog's facts as the API body states them: null where left empty. */
export function saleFactsInput(values: SaleFactValues): SaleFacts {
  return {
    first_registration: values.first_registration.trim() || null,
    previous_owners: numberInput(values.previous_owners),
    warranty_months: numberInput(values.warranty_months),
    service_history: flagInput(values.service_history),
    vat_deductible: flagInput(values.vat_deductible),
    condition: values.condition || null,
    body_type: values.body_type || null,
    consumption_l_100km: numberInput(values.consumption_l_100km),
    consumption_kwh_100km: numberInput(values.consumption_kwh_100km),
    co2_g_km: numberInput(values.co2_g_km),
    kerb_weight_kg: numberInput(values.kerb_weight_kg),
  };
}
