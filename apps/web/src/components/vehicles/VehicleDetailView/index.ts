export {
  FinanceBlock,
  PriceTiers,
  RentalDatesSlot,
  ShareBlock,
  VehicleDetailPending,
  VehicleDetails,
  VehicleDetailView,
} from './VehicleDetailView';
