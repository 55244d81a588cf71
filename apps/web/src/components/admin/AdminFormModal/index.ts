export { AdminFormModal, FormActions, DiscardGuardScope, useGuardFormChanges, useDiscardGuard } from './AdminFormModal';
