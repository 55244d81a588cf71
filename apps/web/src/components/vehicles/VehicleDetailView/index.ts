export { PriceTiers, VehicleDetailPending, VehicleDetails, VehicleDetailView } from './VehicleDetailView';
