export { ContactSection } from './ContactSection';
export { FormSlot as ContactFormSlot } from './form-slot-section';
