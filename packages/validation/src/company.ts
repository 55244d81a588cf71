/**
 * The firm's fixed contact details and links, used where no office is configured
 * (footer, fleet page, about block) and in the mailto/WhatsApp drafts.
 * Every value is a clearly fake placeholder, to be replaced with the real one at launch.
 */
export const COMPANY = {
  brand: 'NBT',
  legalName: 'NBT Mobility S.r.l.',
  foundedYear: 2017,
  vatNumber: 'IT00000000000',
  phone: '+39 02 0000 0000',
  phoneHref: 'tel:+390200000000',
  email: 'info@nbt-esempio.it',
  whatsappNumber: '390200000000',
  address: {
    street: "Via dell'Esempio 1",
    city: 'Assago',
    province: 'MI',
    postalCode: '20057',
    country: 'Italia',
  },
  /** Shown under 'Come Raggiungerci' on the home page. */
  fixedAddressLine: "Via dell'Esempio 1, 20057 Assago (MI)",
  /** Fixed opening hours stated on the marketing pages. */
  hours: {
    weekdays: '08:00-18:00',
    saturday: '08:00-13:00',
    sunday: 'Chiuso',
  },
  replyWithinHours: 2,
  geo: { latitude: 45.4086, longitude: 9.1427 },
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=9.1227%2C45.3986%2C9.1627%2C45.4186&layer=mapnik&marker=45.4086%2C9.1427',
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=45.4086,9.1427',
  social: {
    facebook: 'https://www.facebook.com/nbt.esempio',
    instagram: 'https://www.instagram.com/nbt.esempio',
    linkedin: 'https://www.linkedin.com/company/nbt-esempio',
    youtube: 'https://www.youtube.com/@nbt.esempio',
  },
  agency: { name: 'Studio Esempio', url: 'https://www.example.com' },
} as const;
