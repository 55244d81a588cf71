export { AdminListSection, DeleteButton, EditButton, useDeleteConfirm } from './AdminListSection';
