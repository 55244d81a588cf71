import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './VehiclePagination.module.css';
import { pageWindow } from './pages';

export interface VehiclePaginationProps {
  page: number;
  pages: number;
}

/**
 * The pages of /veicoli as plain links (`?pagina=2`, the filters kept), so a crawler reaches every
 * vehicle without running a script; the previous and next ones carry rel="prev" and rel="next".
 */
export function VehiclePagination({ page, pages }: VehiclePaginationProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const to = (target: number, children: ReactNode, more: { rel?: string; label?: string; current?: boolean } = {}) => (
    <Link
      from="/veicoli/"
      to="."
      search={(prev) => ({ ...prev, pagina: target > 1 ? target : undefined })}
      // Only the page shown is current: by default the router also marks the first page, whose
      // search (no page number) is part of every other page's.
      activeOptions={{ exact: true, explicitUndefined: true }}
      rel={more.rel}
      aria-label={more.label}
      aria-current={more.current ? 'page' : undefined}
      className={classes.link}
    >
      {children}
    </Link>
  );
  return (
    <nav aria-label={t`Pagine dei veicoli`} className={classes.nav} data-testid="vehicle-pages">
      <ul className={classes.list}>
        <li className={classes.step}>
          {page > 1
            ? to(
                page - 1,
                <>
                  <span aria-hidden="true" className={classes.arrow}>
                    ‹
                  </span>
                </>,
                { rel: 'prev', label: t`Pagina precedente` },
              )
            : null}
        </li>
        {pageWindow(page, pages).map((number, index) => (
          <li key={number ?? `gap-${index}`}>
            {number === null ? (
              <span className={classes.gap} aria-hidden="true">
                …
              </span>
            ) : (
              to(number, number, { current: number === page })
            )}
          </li>
        ))}
        <li className={classes.step}>
          {page < pages
            ? to(
                page + 1,
                <>
                  <span aria-hidden="true" className={classes.arrow}>
                    ›
                  </span>
                </>,
                { rel: 'next', label: t`Pagina successiva` },
              )
            : null}
        </li>
      </ul>
    </nav>
  );
}
