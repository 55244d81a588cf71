export { VehicleListError, VehicleListFrame, VehicleListMessage } from './VehicleListStates';
export { VehicleTabs } from './VehicleTabs';
