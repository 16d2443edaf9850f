import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The cluster module's one table (issue 28). Only modules/cluster reads or writes it.
 */

/**
 * A lease: which process holds a name (a market's sequencer, a timer, a live process), until when,
 * and the fencing token of that holding. The token goes up by one whenever the lease changes holder,
 * so a write that carries an older token is from a deposed holder and is refused (leases.ts fence).
 * Times are the database's own clock: every process reads the same one, whatever its own says.
 */
export const clusterLeases = pgTable('cluster_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  token: bigint('token', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
