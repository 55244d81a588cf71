// Every Mantine component's styles (the public pages load only theirs), in the same cascade layer:
// imported here, in the back office's own chunk, so no public page downloads them.
import '@mantine/core/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';

import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import classes from './AdminFrame.module.css';

/** The frame of every back-office page, with the provider of its confirm dialogs (delete, sell). */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider>
      <div className={classes.root}>{children}</div>
    </ModalsProvider>
  );
}
