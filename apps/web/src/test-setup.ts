// For every web test: `npm test` runs these beside the browser journeys and the server's suites
// on a machine of two cores, where a screen's next render can take seconds rather than the tens of
// milliseconds it takes on an idle one. Waiting longer for it changes no assertion: a text that
// never appears still fails the test, only later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
