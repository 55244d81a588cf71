export { Footer } from './Footer';
export { Header } from './Header';
export { LanguageSwitcher } from './LanguageSwitcher';
export { NotFound } from './NotFound';
export { PublicLayout } from './PublicLayout';
export { Section, SectionHeading } from './Section';
