export { SellVehicleModal } from './SellVehicleModal';
