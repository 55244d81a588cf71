import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../theme';

/** Mantine's provider writing the theme's variables and global classes itself (lib/mantine-provider.tsx). */
export default function MantineSelfStyled({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark">
      {children}
    </MantineProvider>
  );
}
