export { VehicleFilters, type VehicleFiltersValue } from './VehicleFilters';
export { HeavyFleetFilters } from './HeavyFleetSection';
export { MoreFilters } from './MoreFiltersSection';
