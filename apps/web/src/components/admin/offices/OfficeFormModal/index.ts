export { OfficeFormModal } from './OfficeFormModal';
