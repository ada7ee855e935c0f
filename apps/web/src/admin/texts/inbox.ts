// The admin's texts for the inbox: contact messages and the newsletter's subscribers.
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const inboxTexts = {
  /** /admin/inbox: messages (unread first), WhatsApp replies and subscribers. */
  inbox: {
    title: 'Inbox',
    sectionsLabel: 'Inbox section',
    sections: { messages: 'Messages', whatsapp: 'WhatsApp', subscribers: 'Subscribers' },
    messagesTitle: 'Messages',
    whichLabel: 'Which messages',
    unread: 'Unread',
    all: 'All',
    loadingMessages: 'Loading messages',
    noUnread: 'No unread messages.',
    noMessages: 'No messages yet.',
    isNew: 'New',
    /** The subject of the owner's answer by mail. */
    replySubject: (subject: string) => `Re: ${subject}`,
    replyTo: (email: string) => `Reply to ${email}`,
    markAs: (unread: boolean) => `Mark as ${unread ? 'read' : 'unread'}`,
    notChanged: 'Not changed',
    subscribersTitle: 'Newsletter subscribers',
    exporting: 'Exporting...',
    exportCsv: 'Export CSV',
    exportFailed: 'Could not export',
    loadingSubscribers: 'Loading subscribers',
    noSubscribers: 'No subscribers yet.',
  },
} as const;
