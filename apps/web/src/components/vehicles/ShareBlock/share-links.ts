/** Plain share links, no embedded widgets: no third party sees the visit before a click. */
export interface ShareLinks {
  whatsapp: string;
  facebook: string;
  twitter: string;
  linkedin: string;
}

/** The four share targets for the page at `url`, with `text` as the message where a site takes one. */
export function shareLinks(url: string, text: string): ShareLinks {
  const u = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

/** A chat with the firm on WhatsApp, the message already typed. */
export function whatsappChatUrl(phoneNumber: string, message: string): string {
  return `https://wa.me/${phoneNumber.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
