// For every web test: `npm test` runs these beside the browser journeys and the server's suites
// on a machine of two cores, where a screen's next render can take seconds rather than the tens of
// milliseconds it takes on an idle one. Waiting longer for it changes no assertion: a text that
// never appears still fails the test, only later.
import { PerformanceObserver } from 'node:perf_hooks';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });

// Each file runs in a VM context of its own (the `vmThreads` pool, vite.config.ts), which holds
// jsdom's globals and only some of Node's. Browsers have PerformanceObserver and jsdom has not;
// Node's reports no paint entries, so code waiting for a paint goes on at the next frame.
globalThis.PerformanceObserver ??=
  PerformanceObserver as unknown as typeof globalThis.PerformanceObserver;
