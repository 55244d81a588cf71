export { VehiclePagination } from './VehiclePagination';
