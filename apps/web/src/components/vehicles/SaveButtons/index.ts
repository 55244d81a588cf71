export { SaveButtons, type SaveButtonsProps } from './SaveButtons';
export { CompareTray } from '../CompareTray/CompareTray';
