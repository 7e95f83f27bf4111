import type { ModuleSchema } from '../db/migrate.ts'

/** The throttles' one table; the counters of every process on this database meet here. */
export const throttleSchema: ModuleSchema = { module: 'throttles', migrations: [{ version: 1, name: 'sign-in and registration counters', up: `
    CREATE TABLE throttle_counters (
      scope TEXT NOT NULL,
      -- A hash of the email, address or pair: a row costs the same whatever is sent.
      key TEXT NOT NULL,
      failures INTEGER NOT NULL,
      -- Epoch ms before which the next attempt is refused.
      blocked_until INTEGER NOT NULL,
      -- Epoch ms after which the row is dead weight and is swept.
      forget_at INTEGER NOT NULL,
      PRIMARY KEY (scope, key)
    ) WITHOUT ROWID;
    CREATE INDEX throttle_counters_forget_at ON throttle_counters(forget_at);
  ` }] }
