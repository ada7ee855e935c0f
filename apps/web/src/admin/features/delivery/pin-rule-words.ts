import type { PinRule, PinRuleKind } from '@store/contract';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.delivery;

/** The owner's words for a serviceability rule (docs/delivery.md). */
export const PIN_RULE_KIND_LABEL: Record<PinRuleKind, string> = texts.kinds;

/** A rule's PINs as the owner wrote them: one PIN, or the first and last of a range. */
export function pinRuleRange(rule: Pick<PinRule, 'from' | 'to'>): string {
  return rule.from === rule.to ? rule.from : `${rule.from}-${rule.to}`;
}

/** The same, for reading: an en dash between the ends of a range. */
export function pinRuleRangeWords(rule: Pick<PinRule, 'from' | 'to'>): string {
  return rule.from === rule.to ? texts.onePin(rule.from) : texts.pinRange(rule.from, rule.to);
}
