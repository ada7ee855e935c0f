import { canonicalReadOfUrl } from '@store/contract/storefront-reads';
import type { ZodType } from 'zod';
import { checkedAnswer } from './checked-answer';
import { serverPage } from './server-page';

/**
 * Answers the server put into the page it served (see apps/server/src/plugins/storefront.ts): the
 * store information and the catalog reads of the address asked for, so the first screen need not
 * wait for its JavaScript and then for the API. Each is used once. They serve hydration however
 * late it comes (a slow phone may start the app long after the page arrived, and hydration must
 * read what the server rendered with, or React throws the page away and renders it again), and
 * then only for a short while: a read FRESH_FOR_MS after hydration ended asks the API as usual.
 * The clock starts when hydration ends rather than at the first read, because the first read
 * (the query client, made while the screen's script, the style sheet and the words still load)
 * may come long before hydration on a slow connection.
 */
const FRESH_FOR_MS = 30_000;
const ELEMENT_ID = 'first-answers';

let answers: Map<string, unknown> | undefined;
/**
 * The answers takeFirstAnswer has given out, kept for peekFirstAnswer: a part that still waits to
 * hydrate (the home page's hero, when the shopper moves on before it has) must render with what
 * the server rendered with, even after the query client has taken the answer for its first read.
 */
const taken = new Map<string, unknown>();
/** When hydration ended (performance.now()), if it has. */
let hydratedAt: number | undefined;

/**
 * Called once the app's first render has committed (app/query-provider.tsx): the answers stay
 * usable FRESH_FOR_MS from now, for the parts that load just after (the home page's sections).
 */
export function firstAnswersHydrated(): void {
  hydratedAt ??= performance.now();
}

/** Whether the answers may still be used: always until hydration ended, then for a while. */
function fresh(): boolean {
  if (hydratedAt === undefined || performance.now() - hydratedAt <= FRESH_FOR_MS) return true;
  answers?.clear();
  taken.clear();
  return false;
}

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

/** How long hydration waits for a named answer before it goes on without it. */
const FETCHED_WAIT_MS = 10_000;

/**
 * Fetches the first answers a rendered page names rather than carries (its `data-fetched-answers`:
 * the lists of products, which the server leaves out to keep the page small) and keeps them as
 * if carried. Resolves once each has come, failed or taken FETCHED_WAIT_MS: hydration waits for
 * it, and a read that did not come is asked of the API again by its query.
 */
export function fetchFirstAnswers(keys: readonly string[], apiBase: string): Promise<void> {
  const signal =
    typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(FETCHED_WAIT_MS) : undefined;
  return Promise.all(
    keys.map((key) =>
      // As the page's preload asked (`crossorigin`: CORS, same-origin credentials), so the
      // browser hands over that response instead of asking again.
      fetch(`${apiBase}${key}`, { signal })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
        .then((answer) => {
          if (answer !== undefined) load().set(canonicalReadOfUrl(key), answer);
        })
        .catch(() => undefined),
    ),
  ).then(() => undefined);
}

/** The server's answer to GET `pathAndQuery` (under /api/v1), if the page carried one. */
export function takeFirstAnswer(pathAndQuery: string): unknown {
  if (import.meta.env.SSR) return load().get(canonicalReadOfUrl(pathAndQuery));
  if (!fresh()) return undefined;
  const store = load();
  const key = canonicalReadOfUrl(pathAndQuery);
  const answer = store.get(key);
  if (answer !== undefined) taken.set(key, answer);
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
  if (!import.meta.env.SSR && !fresh()) return undefined;
  const key = canonicalReadOfUrl(pathAndQuery);
  const answer = load().get(key) ?? taken.get(key);
  return answer === undefined ? undefined : checkedAnswer(`GET ${pathAndQuery}`, answer, schema);
}
