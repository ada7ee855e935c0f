// The end of a run: where the screenshots are, which page types were seen at which size, and
// what axe-core found below the serious level (those do not fail a journey, but are worth a look).
import fs from 'node:fs';
import path from 'node:path';
import type { AxeRecord } from './inspect';

export function summarizeRun(runDir: string): void {
  const axeDir = path.join(runDir, 'axe');
  const shotsDir = path.join(runDir, 'screenshots');
  const records: AxeRecord[] = fs.existsSync(axeDir)
    ? fs
        .readdirSync(axeDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(axeDir, f), 'utf8')) as AxeRecord)
    : [];
  const shots = fs.existsSync(shotsDir)
    ? fs.readdirSync(shotsDir).filter((f) => f.endsWith('.png'))
    : [];

  const bySize = new Map<string, Set<string>>();
  for (const shot of shots) {
    const [pageType, size] = shot.replace(/\.png$/, '').split('.');
    if (!pageType || !size) continue;
    if (!bySize.has(pageType)) bySize.set(pageType, new Set());
    bySize.get(pageType)!.add(size);
  }
  const pageTypes = [...bySize.keys()].sort();
  const oneSizeOnly = pageTypes.filter((t) => bySize.get(t)!.size < 2);

  const findings = new Map<string, { impact: string; help: string; pages: string[] }>();
  for (const r of records) {
    for (const v of r.violations) {
      const entry = findings.get(v.id) ?? { impact: v.impact ?? '?', help: v.help, pages: [] };
      entry.pages.push(`${r.pageType}.${r.size}`);
      findings.set(v.id, entry);
    }
  }

  const lines = [
    '',
    `Screenshots: ${shots.length} in ${shotsDir}`,
    `Page types (${pageTypes.length}): ${pageTypes.join(', ') || 'none'}`,
  ];
  if (oneSizeOnly.length) lines.push(`  seen at one size only: ${oneSizeOnly.join(', ')}`);
  lines.push(`axe-core: ${records.length} page audits`);
  if (findings.size === 0) lines.push('  no violations of any impact');
  for (const [id, f] of findings) {
    lines.push(`  ${f.impact}: ${id} — ${f.help} (${f.pages.length} pages: ${f.pages.join(', ')})`);
  }
  lines.push(`Server logs: ${path.join(runDir, 'logs')}`, '');
  const text = lines.join('\n');
  fs.writeFileSync(path.join(runDir, 'summary.txt'), text);
  console.log(text);
}
