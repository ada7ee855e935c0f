import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The catalog pages' WhatsApp link reads its helper from the contract's whatsapp-link file: an
// import there (zod, a schema file) would put zod's runtime into the script those pages evaluate
// before they work (decision 011, 2026-11-27).
describe("the WhatsApp link's helper", () => {
  it('imports nothing', () => {
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const file = path.join(root, 'packages/contract/src/whatsapp-link.ts');
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toMatch(/export function whatsappChatUrl/);
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/^\s*export\s+(\*|\{[^}]*\})\s+from\s/m);
  });
});
