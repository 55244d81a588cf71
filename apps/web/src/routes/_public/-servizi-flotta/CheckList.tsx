import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { IconCheck } from '@tabler/icons-react';
import classes from './servizi-flotta.module.css';

/** A list with a check mark before each item. */
export function CheckList({ items }: { items: readonly MessageDescriptor[] }) {
  const { i18n: active } = useLingui();
  return (
    <ul className={classes.checks}>
      {items.map((item) => (
        <li key={item.id}>
          <IconCheck size={18} stroke={2} aria-hidden="true" className={classes.check} />
          <span>{active._(item)}</span>
        </li>
      ))}
    </ul>
  );
}
