/**
 * Loads the page again, which retries everything on it that failed. A module of its own so that
 * a test can stand in for it: jsdom cannot reload, and its `location` cannot be replaced.
 */
export function reloadPage(): void {
  window.location.reload();
}
