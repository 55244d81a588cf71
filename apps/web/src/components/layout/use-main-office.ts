import { COMPANY, FIRM_OPENING_HOURS, type OpeningHours, pickMainOffice, type Office } from '@nbt/validation';
import { usePublicValue } from '../../lib/public-data';

/** The contact details the public pages show: an office record or the fixed company values. */
export interface ContactDetails {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  hours: OpeningHours;
}

/** The fixed fallback (COMPANY) used when no office is configured or the list cannot be read. */
export const FALLBACK_CONTACT: ContactDetails = {
  name: COMPANY.legalName,
  address: COMPANY.address.street,
  postalCode: COMPANY.address.postalCode,
  city: COMPANY.address.city,
  phone: COMPANY.phone,
  email: COMPANY.email,
  hours: FIRM_OPENING_HOURS,
};

/** An office as contact details; empty fields stay empty (the caller decides what to omit). */
export function officeToContact(office: Office): ContactDetails {
  return {
    name: office.name,
    address: office.address,
    postalCode: office.postalCode,
    city: office.city,
    phone: office.phone,
    email: office.email,
    hours: office.openingHours,
  };
}

/** A `tel:` address from a displayed number: '+39 02 0000 0000' → 'tel:+390200000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * The main office (or the first one) from `offices.list`, as contact details; the COMPANY
 * fallback when there is none or the call failed. `isPending` is true until the first answer.
 */
export function useMainOffice(): { contact: ContactDetails; isPending: boolean; isFallback: boolean } {
  // Fresh as long as the page: the server keeps a page per data version, which an office's change
  // moves on, so even a page rendered hours ago carries today's offices (a staleTime here would
  // ask the API again on every such page).
  const query = usePublicValue('offices.list', undefined);
  const office = query.data ? pickMainOffice(query.data) : undefined;
  return {
    contact: office ? officeToContact(office) : FALLBACK_CONTACT,
    isPending: query.isPending,
    isFallback: !office,
  };
}
