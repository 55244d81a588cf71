export { FleetBrands } from './FleetBrands';
