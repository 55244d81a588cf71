import { Button, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './NotFound.module.css';
import { PageContainer } from '../Section';
import { usePageLive } from '../../../lib/page-live';

interface MissingPageProps {
  /** What stands above the title: the big 404, or an icon. */
  mark: ReactNode;
  title: ReactNode;
  text: ReactNode;
  back: { to: LinkProps['to']; label: ReactNode; color?: string };
  testId?: string;
}

/** The body of a page that is not there (an unknown address, a missing vehicle): what, why, and the way back. */
export function MissingPage({ mark, title, text, back, testId }: MissingPageProps) {
  usePageLive();
  return (
    <PageContainer className={classes.root} data-testid={testId}>
      {mark}
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <Text className={classes.text}>{text}</Text>
      <Button
        component={Link}
        to={back.to}
        color={back.color}
        size="md"
        mt="xl"
        leftSection={<IconArrowLeft size={18} stroke={1.8} aria-hidden="true" className={classes.arrow} />}
      >
        {back.label}
      </Button>
    </PageContainer>
  );
}

export { classes as missingPageClasses };
