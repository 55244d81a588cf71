export { PhotoUploader } from './PhotoUploader';
