// "Chat on WhatsApp" (docs/whatsapp.md, "Chat button"): a wa.me link to the store's WhatsApp
// number with the shopper's first line written in, naming the piece or the order. It needs no
// WhatsApp API: any shop that fills in its number in the admin gets it. Nothing without one.
// The contract's zod-free file: the barrel would bring zod's runtime into the page's script.
import { whatsappChatUrl } from '@store/contract/whatsapp-link';
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles';
import { useStoreInfo } from '../api/get-store-info';
import { t } from '../../../lib/i18n';

export function WhatsAppChatLink({
  text,
  size = 'md',
  className,
}: {
  /** The message the chat opens with. */
  text: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { info } = useStoreInfo();
  const href = info.whatsappNumber ? whatsappChatUrl(info.whatsappNumber, text) : null;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('outline', size, className)}
    >
      <MessageCircle className="h-4 w-4" aria-hidden="true" />
      {t('Chat on WhatsApp')}
      <span className="sr-only"> {t('(opens WhatsApp)')}</span>
    </a>
  );
}
