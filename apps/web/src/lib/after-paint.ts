/**
 * Runs `callback` once the page has shown its first content (the browser's first-contentful-paint
 * entry, then a frame and a task): for work the first screen does not need, whose downloads would
 * otherwise compete with it. Returns a function that cancels the call.
 */
export function afterFirstPaint(callback: () => void): () => void {
  let started = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  // Browsers report no first paint for a page hidden before it: there the next frame will do
  // (frames wait until the page is shown), as it does where paint timing is not reported.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') start();
  };
  const stopWaiting = () => {
    observer?.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
  };
  function start() {
    if (started) return;
    started = true;
    stopWaiting();
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback);
    });
  }

  if (
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    start();
  } else {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', onHidden);
  }
  return () => {
    started = true;
    stopWaiting();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How many frames `afterLargestPaintShown` waits for a largest paint before it goes on. */
const SHOWN_WITHIN_FRAMES = 4;

/**
 * Runs `callback` in a task once the screen shows what the page loaded: when the browser reports
 * a largest paint timed at or after `since` (it times one when the frame is on screen, some
 * milliseconds after it was drawn), or after SHOWN_WITHIN_FRAMES frames when nothing larger is
 * painted (the largest was on screen before).
 */
function afterLargestPaintShown(since: number, callback: () => void): void {
  let done = false;
  let frames = 0;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(callback);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const frame = () => {
    if (done) return;
    if (++frames >= SHOWN_WITHIN_FRAMES) finish();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** How long `afterPageLoad` waits for the page's load event before it runs the callback anyway. */
const PAGE_LOAD_CAP_MS = 3000;

/**
 * Runs `callback` once the page has loaded (its pictures are in) and the screen shows them: for
 * a page the server rendered, whose script is needed only to make it interactive, so that on a
 * slow network the pictures the page shows get the bandwidth and the processor first. A picture
 * that takes longer than PAGE_LOAD_CAP_MS does not hold the page back further, and neither does
 * the page's loading once the shopper touches it or presses a key.
 */
export function afterPageLoad(callback: () => void): void {
  let done = false;
  // A shopper who touches the page or a key before then wants it working now.
  const INTENT = ['pointerdown', 'touchstart', 'keydown'] as const;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(cap);
    window.removeEventListener('load', afterFrame);
    for (const type of INTENT) window.removeEventListener(type, run, true);
    callback();
  };
  for (const type of INTENT) window.addEventListener(type, run, { capture: true, passive: true });
  // A hidden page gets no frames until it is shown: a task will do there.
  function afterFrame() {
    if (document.visibilityState === 'hidden') setTimeout(run);
    else afterLargestPaintShown(performance.now(), run);
  }
  const cap = setTimeout(run, PAGE_LOAD_CAP_MS);
  if (document.readyState === 'complete') afterFrame();
  else window.addEventListener('load', afterFrame);
}
