/**
 * What a render on the server knows of the page that the browser would read from `window`: its
 * origin and the first answers the page carries (lib/first-answers.ts). Set only around one
 * synchronous server render (src/entry-server.tsx), so renders of different requests never see
 * each other's; undefined in the browser.
 */
export interface ServerPage {
  origin: string;
  answers: Map<string, unknown>;
}

let current: ServerPage | undefined;

export function serverPage(): ServerPage | undefined {
  return current;
}

/** Runs the synchronous `render` with `page` as the page being rendered. */
export function withServerPage<T>(page: ServerPage, render: () => T): T {
  current = page;
  try {
    return render();
  } finally {
    current = undefined;
  }
}

/** For the server's start only (src/entry-server.tsx prepare()), before any request is served. */
export async function withServerPageAsync<T>(
  page: ServerPage,
  render: () => Promise<T>,
): Promise<T> {
  current = page;
  try {
    return await render();
  } finally {
    current = undefined;
  }
}
