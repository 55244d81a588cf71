export { VehicleFilters, type VehicleFiltersProps, type VehicleFiltersValue } from './VehicleFilters';
