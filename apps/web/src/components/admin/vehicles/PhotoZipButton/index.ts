export { PhotoZipButton } from './PhotoZipButton';
