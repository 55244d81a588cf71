export { SimilarVehicles } from './SimilarVehicles';
