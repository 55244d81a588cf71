import { type SaleFacts, saleFactsAnswer } from '@nbt/validation';

import type { VehicleRow, VehicleRowUpdate } from '../schema.js';

const flag = (value: 0 | 1 | null): boolean | null => (value === null ? null : value === 1);
const toFlag = (value: boolean | null): 0 | 1 | null => (value === null ? null : value ? 1 : 0);

/** A row's sale facts as the API answers them, with the newly-licensed rule worked out. */
export function saleFactsOf(row: VehicleRow) {
  const facts: SaleFacts = {
    first_registration: row.first_registration,
    previous_owners: row.previous_owners,
    warranty_months: row.warranty_months,
    service_history: flag(row.service_history),
    vat_deductible: flag(row.vat_deductible),
    condition: row.condition,
    body_type: row.body_type,
    consumption_l_100km: row.consumption_l_100km,
    consumption_kwh_100km: row.consumption_kwh_100km,
    co2_g_km: row.co2_g_km,
    kerb_weight_kg: row.kerb_weight_kg,
  };
  return saleFactsAnswer(facts, row);
}

/** The columns of the facts a vehicle's input states. */
export function saleFactsRow(data: SaleFacts): VehicleRowUpdate {
  return {
    first_registration: data.first_registration,
    previous_owners: data.previous_owners,
    warranty_months: data.warranty_months,
    service_history: toFlag(data.service_history),
    vat_deductible: toFlag(data.vat_deductible),
    condition: data.condition,
    body_type: data.body_type,
    consumption_l_100km: data.consumption_l_100km,
    consumption_kwh_100km: data.consumption_kwh_100km,
    co2_g_km: data.co2_g_km,
    kerb_weight_kg: data.kerb_weight_kg,
  };
}
