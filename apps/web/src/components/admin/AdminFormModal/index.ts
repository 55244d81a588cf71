export {
  AdminFormModal,
  DiscardGuardScope,
  FormActions,
  FormFailure,
  useDiscardGuard,
  useGuardFormChanges,
} from './AdminFormModal';
