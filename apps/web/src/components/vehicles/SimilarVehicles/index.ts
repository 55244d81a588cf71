export { SIMILAR_LIMIT, SimilarVehicles } from './SimilarVehicles';
