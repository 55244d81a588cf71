export { SaveButtons, type SaveButtonsProps } from './SaveButtons';
