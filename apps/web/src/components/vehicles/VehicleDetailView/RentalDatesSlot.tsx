import { Skeleton } from '@mantine/core';
import type { ComponentProps } from 'react';
import { withDeferredMessages } from '../../../lib/deferred-catalog';
import { lazyWithQueries } from '../../../lib/public-data';
import { WhenNear } from '../../../lib/when-near';
import type { RentalDates as RentalDatesPart } from '../RentalDates';

/** The calendar, its date library and its messages: loaded only when the visitor comes near it. */
const RentalDates = lazyWithQueries(() =>
  withDeferredMessages(() => import('../RentalDates')).then((module) => module.RentalDates),
);

/** A rental vehicle's calendar, behind a placeholder of its height until the visitor comes near it. */
export function RentalDatesSlot(props: ComponentProps<typeof RentalDatesPart>) {
  return (
    <WhenNear placeholder={<Skeleton height={560} radius="lg" />} testId="rental-dates">
      <RentalDates {...props} />
    </WhenNear>
  );
}
