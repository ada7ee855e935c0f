import { describe, expect, it } from 'vitest';
import { whatsappChatUrl as fromIndex } from './index.ts';
import { whatsappChatUrl } from './whatsapp-link.ts';

describe('whatsappChatUrl', () => {
  it('links an Indian mobile number with its country code and the text written in', () => {
    expect(whatsappChatUrl('98765 43210', 'Is the red saree in M?')).toBe(
      'https://wa.me/919876543210?text=Is%20the%20red%20saree%20in%20M%3F',
    );
    expect(whatsappChatUrl('+91 98765-43210', '')).toBe('https://wa.me/919876543210?text=');
  });

  it('answers null for a number WhatsApp cannot open', () => {
    expect(whatsappChatUrl('12345', 'hi')).toBeNull();
    expect(whatsappChatUrl('', 'hi')).toBeNull();
  });

  it('is the same function through the contract index, for the server', () => {
    expect(fromIndex).toBe(whatsappChatUrl);
  });
});
