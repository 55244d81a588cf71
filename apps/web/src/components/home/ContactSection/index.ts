export { ContactSection, FormSlot as ContactFormSlot } from './ContactSection';
