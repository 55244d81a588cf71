export type { ContactFormProps } from './ContactForm';
