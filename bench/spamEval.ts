/**
 * Spam filter evaluation: the evaluation command of @praxisdesk/spam (packages/spam/eval/
 * evaluate.ts) over the held-out sets in bench/spam/ (evaluation.json and evaluation-2.json of
 * issue 4, heldout-a.jsonl and heldout-b.jsonl of issue 15) and the development set, per form type
 * and category, with throughput. Same as `npm run -w packages/spam eval`.
 *
 *   npx tsx bench/spamEval.ts [--sets=heldout-a,heldout-b] [--no-speed]
 */
import '../packages/spam/eval/evaluate.js';
