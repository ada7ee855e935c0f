import { describe, expect, it } from 'vitest';
import { auditFindings } from './audit.mjs';

/** A report in the shape `npm audit --json` prints (npm 7 and later). */
const report = (vulnerabilities) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 },
    },
  });

const advisory = (name, severity, title) => ({
  name,
  severity,
  isDirect: false,
  via: [{ source: 1, name, title, severity, url: 'https://example.invalid/advisory' }],
  effects: [],
  range: '<1.2.3',
  nodes: [`node_modules/${name}`],
  fixAvailable: true,
});

describe('auditFindings', () => {
  it('names each high or critical advisory', () => {
    const stdout = report({
      'left-pad': advisory('left-pad', 'critical', 'Prototype pollution'),
      'is-thing': advisory('is-thing', 'high', 'Regular expression denial of service'),
      chalkish: advisory('chalkish', 'moderate', 'Something mild'),
    });
    expect(auditFindings(stdout)).toEqual([
      'critical: left-pad <1.2.3 Prototype pollution',
      'high: is-thing <1.2.3 Regular expression denial of service',
    ]);
  });

  it('finds nothing to fail on in a report of low and moderate advisories, or of none', () => {
    expect(auditFindings(report({ chalkish: advisory('chalkish', 'moderate', 'Mild') }))).toEqual(
      [],
    );
    expect(auditFindings(report({}))).toEqual([]);
  });

  it('names an advisory that comes only through another package', () => {
    const stdout = report({
      wrapper: { ...advisory('wrapper', 'high', ''), via: ['inner'], range: '2.0.0 - 2.4.1' },
    });
    expect(auditFindings(stdout)).toEqual(['high: wrapper 2.0.0 - 2.4.1']);
  });

  it('says there is no report when the registry refused the audit or npm printed no JSON', () => {
    // What npm printed here, where the registry answers the audit with 405.
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      statusCode: 405,
      body: '',
    });
    expect(auditFindings(refused)).toBeNull();
    expect(auditFindings('')).toBeNull();
    expect(auditFindings('npm error audit endpoint returned an error')).toBeNull();
  });
});
