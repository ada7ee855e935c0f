import { canonicalReadOfUrl } from '@store/contract/storefront-reads';
import type { ZodType } from 'zod';
import { checkedAnswer } from './checked-answer';
import { serverPage } from './server-page';

/**
 * Answers the server put into the page it served (see apps/server/src/plugins/storefront.ts): the
 * store information and the catalog reads of the address asked for, so the first screen need not
 * wait for its JavaScript and then for the API. Each is used once, and only soon after the page
 * loaded; a later read of the same address asks the API as usual.
 */
const FRESH_FOR_MS = 30_000;
const ELEMENT_ID = 'first-answers';

let answers: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  // A render on the server reads the answers it will put into the page. (import.meta.env.SSR
  // is false in the browser's build, which then leaves out the server's branches altogether.)
  if (import.meta.env.SSR) return serverPage()?.answers ?? new Map<string, unknown>();
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) answers.set(key, value);
    }
  } catch (error) {
    console.error('The answers in the page could not be read', error);
  }
  element.remove();
  return answers;
}

/** The server's answer to GET `pathAndQuery` (under /api/v1), if the page carried one. */
export function takeFirstAnswer(pathAndQuery: string): unknown {
  if (import.meta.env.SSR) return load().get(canonicalReadOfUrl(pathAndQuery));
  if (performance.now() > FRESH_FOR_MS) {
    answers?.clear();
    return undefined;
  }
  const store = load();
  const key = canonicalReadOfUrl(pathAndQuery);
  const answer = store.get(key);
  store.delete(key);
  return answer;
}

/**
 * The answer the page carried for GET `pathAndQuery`, left in place for takeFirstAnswer: for
 * what the first paint must show before any request (the test-mode bar reads the store info).
 */
export function peekFirstAnswer<T>(
  pathAndQuery: string,
  schema: ZodType<T> | undefined,
): T | undefined {
  if (!import.meta.env.SSR && performance.now() > FRESH_FOR_MS) return undefined;
  const answer = load().get(canonicalReadOfUrl(pathAndQuery));
  return answer === undefined ? undefined : checkedAnswer(`GET ${pathAndQuery}`, answer, schema);
}
