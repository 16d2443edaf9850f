import type { Cluster } from './cluster';

/*
 * Exchange-wide timers (issue 28): settlement of second contracts, P2P payment windows, ICO
 * allocation, the simulated chain, the index, the demo makers. Each runs in the one process that
 * holds its lease `job:<name>`; when the lease goes (a stop, a takeover after a stall), the timer
 * stops, and the next holder starts it. Every effect of a job is also idempotent in the database
 * (a conditional update or a unique key), so a takeover halfway through never does a thing twice.
 */

/** A timer of the whole exchange: started on gaining its lease, stopped on losing it. */
export interface Job {
  start(): void | Promise<void>;
  /** Stops the timer and waits for a pass in flight; may be called when it is not running. */
  stop(): void | Promise<void>;
}

/**
 * Runs `job` while this process holds `job:<name>`. Answers after a lease round, with the job started
 * if this process gained the lease in it: on the embedded database always (one process holds
 * everything from the start, so a module's start-up waits for its timer's start exactly as before),
 * on a shared one when no other live process holds it; otherwise a later round starts it here
 * should the holder go.
 */
export async function runJob(cluster: JobCluster, name: string, job: Job): Promise<void> {
  const lease = jobLease(name);
  let started!: () => void;
  const first = new Promise<void>((resolve) => (started = resolve));
  cluster.want(lease, {
    async gained() {
      try {
        await job.start();
      } finally {
        started();
      }
    },
    lost: () => job.stop(),
  });
  // An API process (ROLE=api) holds nothing and asks for no lease: no round, nothing to wait for.
  if (cluster.shared && cluster.engine) await cluster.refresh();
  if (cluster.holds(lease)) await first;
}

/** What runJob needs of the cluster. */
export type JobCluster = Pick<Cluster, 'want' | 'holds' | 'refresh' | 'shared' | 'engine'>;

/** The lease name of a job, as /readyz lists it. */
export const jobLease = (name: string) => `job:${name}`;

/** The jobs of the exchange, by name (docs/operations.md says what each does). */
export const JOBS = {
  second: 'second',
  p2p: 'p2p',
  ico: 'ico',
  funding: 'funding',
  index: 'index',
  indexPrune: 'index-prune',
  marketMaker: 'market-maker',
  futuresMaker: 'futures-maker',
} as const;
