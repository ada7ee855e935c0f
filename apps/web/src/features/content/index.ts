// The content feature's public entry: other features and app/ import only from here.
export { sendContactMessage, type ContactMessage } from './api/contact';
export {
  STORE_INFO_ERROR_TOAST,
  storeInfoQueryOptions,
  useCarriedStoreInfo,
  useStoreInfo,
  type UseStoreInfo,
} from './api/get-store-info';
export { ContactForm } from './components/contact-form';
export { WhatsAppChatLink } from './components/whatsapp-chat-link';
export { DocumentTitle } from './components/document-title';
export { NewsletterForm } from './components/newsletter-form';
export { PageTitle } from './components/page-title';
export { isPolicyType, isReservedWord, POLICY_TEXTS, POLICY_TITLES } from './policies';
export { replacePolicyPlaceholders, withoutUnsetContacts } from './policy-placeholders';
export { sanitizeHtml, setSanitizerWithoutDom } from './sanitize-html';
export { heroPoints } from './selling-points';
export { storePromises, type StorePromises } from './store-promises';
export {
  DEFAULT_CONTACT,
  externalLinkProps,
  HOME_DEFAULT_CATEGORIES,
  phoneHref,
  socialLinks,
  type ResolvedStoreInfo,
} from './store-defaults';
