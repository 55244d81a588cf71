export { CompareTray } from './CompareTray';
