/**
 * Every action the server writes to the audit trail has a German label, so the admin's
 * Protokoll tab can offer it as a filter and the CSV reads as words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditActionLabels } from '@praxisdesk/domain';
import { expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

it('labels every audited action', () => {
  const written = new Set<string>();
  for (const file of sources(join(import.meta.dirname, '../src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /action:\s*(?:[^,\n]*\?\s*)?'([a-z_]+\.[a-z_.]+)'(?:\s*:\s*'([a-z_]+\.[a-z_.]+)')?/g,
    )) {
      if (m[1]) written.add(m[1]);
      if (m[2]) written.add(m[2]);
    }
    for (const m of text.matchAll(/(?:audit|record)\w*\([^)]*'((?:admin|submission|patient)\.[a-z_.]+)'/g)) {
      if (m[1]) written.add(m[1]);
    }
  }
  expect(written.size).toBeGreaterThan(20);
  const missing = [...written].filter((a) => !(a in auditActionLabels));
  expect(missing).toEqual([]);
});
