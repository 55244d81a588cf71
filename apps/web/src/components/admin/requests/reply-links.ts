/** Italy's calling code, added to numbers written without one. */
const DEFAULT_COUNTRY_CODE = '39';

/**
 * The digits wa.me expects (country code first, no '+'), or undefined when the phone holds
 * too few digits to be a number. '+…' and '00…' carry their own country code; so does a
 * number that starts with 39 and is longer than an Italian national number (at most 10 digits).
 */
export function whatsappNumber(phone: string): string | undefined {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 6) return undefined;
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith(DEFAULT_COUNTRY_CODE) && digits.length > 10) return digits;
  return `${DEFAULT_COUNTRY_CODE}${digits}`;
}

/** https://wa.me/{number}?text=… , or undefined without a usable phone. */
export function whatsappLink(phone: string, text: string): string | undefined {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : undefined;
}

/** A mailto: draft; subject and body are percent-encoded (spaces as %20, which mail clients expect). */
export function mailtoLink(to: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The customer's message quoted email-style ('> ' before every line). */
export function quoteMessage(message: string): string {
  return message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}
