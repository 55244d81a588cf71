export { PageContainer, Section, SectionHeading } from './Section';
