export { VehicleFilters, type VehicleFiltersValue } from './VehicleFilters';
