/**
 * A section of a page still loading its data: empty, and marked busy, so that a screen reader
 * hears the region is updating and the browser journeys wait for it before they click what it
 * will push down when it appears (docs/decisions/016-test-run-and-build.md).
 */
export function LoadingSection() {
  return <div aria-busy="true" />;
}
