// The WhatsApp admin feature's entry: the Inbox shows the replies beside contact messages.
export { WhatsAppReplies } from './whatsapp-replies';
