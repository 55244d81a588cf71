import { lazy } from 'react';
import { withDeferredMessages } from '../../../lib/deferred-catalog';
import { WhenNear } from '../../../lib/when-near';
import type { ContactFormProps } from '../ContactForm';
import classes from './ContactSection.module.css';

/**
 * The form (with its validation schema, zod and the tRPC client, about 28 KB gzip) loads when the
 * visitor comes near it: it sits at the bottom of the home page, and most visits of the home page
 * never reach it.
 */
const ContactForm = lazy(() =>
  withDeferredMessages(() => import('../ContactForm/ContactForm')).then((module) => ({ default: module.ContactForm })),
);

/**
 * The form's place, kept at about its size while the form is not there. The form is fetched a
 * screen before the visitor scrolls to it, so it takes its place out of sight and nothing in view moves.
 */
export function FormSlot(props: ContactFormProps) {
  return (
    <WhenNear
      placeholder={<div className={classes.formPlaceholder} aria-busy="true" />}
      testId="contact-form"
      ahead="100%"
    >
      {/* A link naming another service opens the form afresh with that one chosen. */}
      <ContactForm key={props.service ?? ''} {...props} />
    </WhenNear>
  );
}
