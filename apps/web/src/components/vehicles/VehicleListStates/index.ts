export { VehicleListError, VehicleListFrame, VehicleListMessage, vehicleTabsClassNames } from './VehicleListStates';
