export { AdminVehicleCard } from './AdminVehicleCard';
