import { IconArrowLeft } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { MouseEventHandler, ReactNode } from 'react';
import classes from './BackLink.module.css';

/** A quiet link back to a parent page, its arrow pointing to the start of the line (mirrored in Arabic). */
export function BackLink({
  to,
  search,
  onClick,
  children,
}: {
  to: LinkProps['to'];
  search?: LinkProps['search'];
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  children: ReactNode;
}) {
  return (
    <Link to={to} search={search} onClick={onClick} className={classes.link}>
      <IconArrowLeft size={18} stroke={1.8} aria-hidden="true" className={classes.arrow} />
      <span>{children}</span>
    </Link>
  );
}
