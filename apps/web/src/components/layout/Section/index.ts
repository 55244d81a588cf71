export { PageContainer, Section, SectionHeading, type SectionHeadingProps, type SectionProps } from './Section';
