/**
 * A practice's marking (spam_tokens counts) moves submissions that share what the sender wrote,
 * not every submission of the same shape: structural markers (form type, language, length,
 * number of fields, how name and address fit) are weighed by the global model only.
 */
import { describe, expect, it } from 'vitest';
import { countsFrom, createEngine, type SpamVerdict, TOTAL_KEY } from './index.js';

const engine = createEngine((token) => token);
const contact = (name: string, message: string) => ({
  tenantId: 't',
  formType: 'contact',
  formData: { name, message },
});

/** The practice's counts after marking these submissions as spam, each once. */
function markedAsSpam(...subs: ReturnType<typeof contact>[]) {
  const counts = new Map<string, number>();
  for (const s of subs)
    for (const k of engine.learnKeys(s.formType, s.formData)) counts.set(k, (counts.get(k) ?? 0) + 1);
  const rows = [...counts].map(([token_key, spam_count]) => ({ token_key, spam_count, ham_count: 0 }));
  return countsFrom([...rows, { token_key: TOTAL_KEY, spam_count: subs.length, ham_count: 0 }]);
}

const classifierPoints = (v: SpamVerdict) =>
  v.reasons.filter((r) => r.layer === 'classifier').reduce((sum, r) => sum + r.points, 0);

describe("a practice's marking", () => {
  const marked = markedAsSpam(
    contact('Paula Pager10', 'Anfrage 10'),
    contact('Paula Pager11', 'Anfrage 11'),
    contact('Peter Probe', 'Anfrage zum Testen'),
  );

  it('learns no structural markers, only what the sender wrote', () => {
    const keys = engine.learnKeys('contact', { name: 'Paula Pager11', message: 'Anfrage 11' });
    expect(keys).toContain('anfrage');
    // Placeholders of the text itself (__num__, __url__) are words; markers of the shape are not.
    expect(keys.filter((k) => /^__(type|lang|len|fields|links|no_email|mail)_?/.test(k))).toEqual([]);
  });

  it('leaves a short message that shares no word with the marked ones where it was', () => {
    const other = contact('Bulk Eins', 'weg damit 1');
    expect(classifierPoints(engine.score(other, marked))).toBe(classifierPoints(engine.score(other)));
  });

  it('moves a message that shares the marked words towards spam', () => {
    const similar = contact('Paula Pager12', 'Anfrage 12');
    expect(classifierPoints(engine.score(similar, marked))).toBeGreaterThan(classifierPoints(engine.score(similar)));
  });
});
