import { About } from '../About';
import { ContactSection } from '../ContactSection';
import { Faq } from '../Faq';
import type { ContactFormProps } from '../ContactForm/ContactForm';

/**
 * The home page below its services and brands: who we are and where, the questions, and the contact
 * section with its form. One part, whose code comes when the visitor nears it (routes/_public/index.tsx).
 */
export function LowerSections(contact: ContactFormProps) {
  return (
    <>
      <About />
      <Faq />
      <ContactSection {...contact} />
    </>
  );
}
