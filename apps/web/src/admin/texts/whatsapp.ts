// The admin's texts for WhatsApp: its numbers, and the shoppers' replies in the inbox.
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const whatsappTexts = {
  /** /admin/whatsapp: how far the messages got, and how COD orders were confirmed. */
  whatsapp: {
    title: 'WhatsApp',
    periodLabel: 'Period',
    days: (days: number) => `${days} days`,
    loading: 'Loading WhatsApp numbers',
    notConnected:
      'WhatsApp is not connected: messages are written to the store\u2019s whatsapp-outbox folder instead of being sent. See the WhatsApp guide to connect.',
    messagesTitle: 'Messages',
    sent: 'Sent',
    delivered: 'Delivered',
    read: 'Read',
    failed: 'Failed',
    codTitle: 'Cash on delivery confirmations',
    codNeeded: (total: number) =>
      `${total} COD ${total === 1 ? 'order' : 'orders'} needed confirming.`,
    how: 'How',
    orders: 'Orders',
    cameBack: 'Came back',
    byWhatsApp: 'Confirmed on WhatsApp',
    byMail: 'Confirmed by mail link',
    notConfirmed: 'Not confirmed',
  },
  /** The shoppers' WhatsApp messages in the inbox (features/whatsapp/whatsapp-replies.tsx). */
  whatsappReplies: {
    title: 'WhatsApp replies',
    loading: 'Loading WhatsApp replies',
    none: 'No WhatsApp replies yet.',
    order: (orderId: string) => `Order ${orderId}`,
    answer: 'Answer on WhatsApp',
  },
} as const;
