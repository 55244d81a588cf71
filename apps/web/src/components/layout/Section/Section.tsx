import { Box, Container, Text, Title, type BoxProps, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Section.module.css';

export interface SectionProps extends BoxProps {
  /** Anchor for in-page links (`/#servizi`); the header's height is kept clear when scrolling to it. */
  id?: string;
  /** Deeper background, to alternate with the plain sections. */
  tone?: 'plain' | 'deep';
  children: ReactNode;
  'aria-labelledby'?: string;
}

/** The public pages' content width (about 1200 px) with side padding that grows with the screen. */
export function PageContainer({ className, ...others }: ContainerProps) {
  return <Container size="lg" className={[classes.container, className].filter(Boolean).join(' ')} {...others} />;
}

/** A full-width band of a public page with the site's vertical rhythm and a centred container. */
export function Section({ id, tone = 'plain', children, className, ...others }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      className={[classes.section, className].filter(Boolean).join(' ')}
      data-tone={tone}
      {...others}
    >
      <PageContainer>{children}</PageContainer>
    </Box>
  );
}

export interface SectionHeadingProps {
  /** Id of the heading, for the section's `aria-labelledby`. */
  id: string;
  /** Small overline above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** Heading level; sections of a page are h2. */
  order?: 1 | 2;
}

export function SectionHeading({ id, eyebrow, title, lead, align = 'start', order = 2 }: SectionHeadingProps) {
  return (
    <div className={classes.heading} data-align={align}>
      {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
      <Title order={order} id={id} className={classes.title}>
        {title}
      </Title>
      {lead ? <Text className={classes.lead}>{lead}</Text> : null}
    </div>
  );
}
