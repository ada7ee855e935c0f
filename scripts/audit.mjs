// Reading `npm audit --json` for `npm test` (scripts/test.mjs): the step fails only on a high or
// critical advisory in a package the store runs with.

/**
 * The high and critical advisories in an `npm audit --json` report, a line each, or null when
 * the text is not a report (offline, or a registry that does not answer audits: npm then prints
 * the failed request as JSON): then there is nothing to judge.
 */
export function auditFindings(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return null;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    return null;
  }
  return Object.values(report.vulnerabilities)
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => {
      const titles = (v.via ?? []).filter((via) => typeof via === 'object').map((via) => via.title);
      return `${v.severity}: ${v.name} ${v.range ?? ''} ${titles.join('; ')}`
        .replace(/\s+/g, ' ')
        .trim();
    });
}
