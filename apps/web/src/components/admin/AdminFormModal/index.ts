export { AdminFormModal, FormActions } from './AdminFormModal';
