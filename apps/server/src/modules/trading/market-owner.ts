import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Broker } from '../cluster/broker';
import type { Cluster } from '../cluster/cluster';

/*
 * One owner per market across processes (issue 28): a market's book and sequencer exist only in the
 * process that holds the lease `market:<kind>:<SYMBOL>`; every batch it writes is fenced by the
 * lease's token, so a deposed owner's late batch is refused by the database itself. Commands of a
 * market this process does not hold go to its owner over the broker (NATS request/reply); without
 * a broker they are refused with MARKET_BUSY, never run on a second book.
 */

export type MarketKindName = 'spot' | 'futures';

/** What one process asks a market's owner: an operation and its arguments (JSON). */
export type MarketRequest = { op: string; [arg: string]: unknown };

export interface MarketOwnerOptions<Book> {
  kind: MarketKindName;
  cluster: Pick<Cluster, 'want' | 'holds' | 'fence' | 'refresh' | 'shared'>;
  broker?: Broker;
  /**
   * Builds and restores the market's book and sequencer; `fence` goes into every batch's
   * transaction (undefined on the embedded database: one process, nothing to fence).
   */
  open(symbol: string, fence: ((tx: Tx) => Promise<void>) | undefined): Promise<Book>;
  /** Finishes the queued batches and drops the book (the lease is lost or the server stops). */
  close(symbol: string, book: Book): Promise<void>;
  /** Runs a command another process forwarded, on this process's book; answers JSON. */
  serve(symbol: string, book: Book, body: MarketRequest): Promise<unknown>;
  log: (err: unknown, msg: string) => void;
}

export interface MarketOwner<Book> {
  /** Asks for the market's lease; its book opens here once (and while) this process holds it. */
  own(symbol: string): void;
  /** The market's book if this process holds it now. */
  local(symbol: string): Book | undefined;
  /** Runs `here` on the local book, or sends `body` to the owner and answers what it answered. */
  route<T>(symbol: string, body: MarketRequest, here: (book: Book) => Promise<T>): Promise<T>;
  /** A batch was refused by the fencing token: the book is dropped at once (the lease is gone). */
  deposed(symbol: string): void;
  /** Waits for a lease round, so what this process may hold is open when it answers (start). */
  settled(): Promise<void>;
  /** The markets this process holds now. */
  held(): string[];
  /** Closes every open book (server stop). */
  closeAll(): Promise<void>;
}

export const leaseOf = (kind: MarketKindName, symbol: string) => `market:${kind}:${symbol}`;
export const commandSubject = (kind: MarketKindName, symbol: string) => `aurelix.market.${kind}.${symbol}`;
export const eventSubject = (kind: MarketKindName, symbol: string) => `aurelix.events.${kind}.${symbol}`;

interface Open<Book> {
  book: Book;
  unserve?: () => void;
}

export function createMarketOwner<Book>(opts: MarketOwnerOptions<Book>): MarketOwner<Book> {
  const { cluster, broker, kind } = opts;
  const open = new Map<string, Open<Book>>();
  const wanted = new Set<string>();

  async function drop(symbol: string): Promise<void> {
    const o = open.get(symbol);
    if (!o) return;
    open.delete(symbol);
    o.unserve?.();
    await opts.close(symbol, o.book);
  }

  return {
    own(symbol) {
      if (wanted.has(symbol)) return;
      wanted.add(symbol);
      const name = leaseOf(kind, symbol);
      cluster.want(
        name,
        {
          async gained(token) {
            await drop(symbol);
            const book = await opts.open(symbol, cluster.shared ? (tx) => cluster.fence(tx, name, token) : undefined);
            const o: Open<Book> = { book };
            open.set(symbol, o);
            o.unserve = broker?.serve(commandSubject(kind, symbol), async (body: MarketRequest) => {
              const current = open.get(symbol);
              // Handed over between the delivery and now: the caller's ask finds the next owner.
              if (!current) throw new AppError('MARKET_BUSY', `${kind} ${symbol}: not held here`);
              return opts.serve(symbol, current.book, body);
            });
          },
          lost: () => drop(symbol),
        },
        { group: 'markets' },
      );
    },
    local: (symbol) => open.get(symbol)?.book,
    async route(symbol, body, here) {
      const o = open.get(symbol);
      if (o) return here(o.book);
      if (!broker) throw new AppError('MARKET_BUSY', `${kind} ${symbol}: held by another process`);
      return broker.ask(commandSubject(kind, symbol), body);
    },
    deposed(symbol) {
      void drop(symbol).catch((err) => opts.log(err, `${kind} ${symbol}: dropping a deposed book failed`));
    },
    settled: () => cluster.refresh(),
    held: () => [...open.keys()],
    async closeAll() {
      await Promise.all([...open.keys()].map(drop));
    },
  };
}
