/**
 * The wa.me link of the "Chat on WhatsApp" button (docs/whatsapp.md, item 6). No zod here: the
 * storefront's product and listing pages import it, and the rest of the contract would bring
 * zod's runtime (about 30 KB gzipped) into the script they evaluate before they work.
 */

/** The wa.me link to the store's number with the shopper's first line written in, or null. */
export function whatsappChatUrl(storeNumber: string, text: string): string | null {
  const digits = storeNumber.replace(/\D/g, '');
  const full = digits.length === 10 ? `91${digits}` : digits;
  if (!/^\d{11,15}$/.test(full)) return null;
  return `https://wa.me/${full}?text=${encodeURIComponent(text)}`;
}
