/** The spam defence, assembled once per process from its parts. */
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { Keyring } from '../../lib/crypto.js';
import { subkey } from '../../lib/tokens.js';
import { AI_BORDERLINE, aiJobHandlers } from './ai.js';
import { spamFeedback } from './feedback.js';
import { spamScanService } from './scan.js';
import { createSpamScorer } from './scorer.js';

export function createSpamDefence(db: Database, keyring: Keyring, config: Config) {
  const scorer = createSpamScorer(subkey(config.secrets.masterKey, 'spam-token'));
  return {
    scorer,
    feedback: spamFeedback(keyring, scorer),
    scans: spamScanService(db, keyring, scorer),
    /** Borderline scores wait for the AI only when an AI endpoint is configured. */
    aiQuarantine: config.ai ? AI_BORDERLINE : undefined,
    jobs: aiJobHandlers(db, keyring, config),
  };
}

export type SpamDefence = ReturnType<typeof createSpamDefence>;
