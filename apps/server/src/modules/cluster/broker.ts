import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import type { ErrorKey } from '@aurelix/shared/errors';
import { AppError } from '../../lib/app-error';

/*
 * Commands and market events between the processes of one exchange (issue 28), over NATS
 * request/reply (docs/decisions.md, 2026-11-28): a process that does not hold a market asks its
 * owner, which answers after the commit; the owner tells every process what each committed batch
 * changed. One process on the embedded database has no broker at all.
 */

/** An owner's answer: the value, or the key of the AppError the caller throws as if it had run locally. */
type Answer = { ok: unknown } | { key: ErrorKey; detail?: string };

export interface Broker {
  /**
   * Sends `body` to the one process serving `subject` and answers its value (or throws its
   * AppError). Nobody serving (a failover under way) is asked again until `retryMs` has passed,
   * then MARKET_BUSY. No answer after delivery is MARKET_BUSY and is never sent again: the owner
   * may have committed it (the caller's client order id makes its own retry safe).
   */
  ask<T>(subject: string, body: unknown): Promise<T>;
  /** Serves `subject` (this process holds what it names) until the returned function is called. */
  serve(subject: string, handler: (body: any) => Promise<unknown>): () => void;
  /** Tells every listener of `subject` (fire and forget). */
  publish(subject: string, body: unknown): void;
  /** Listens to `subject` (wildcards allowed) until the returned function is called. */
  listen(subject: string, handler: (body: any, subject: string) => void): () => void;
  close(): Promise<void>;
}

export interface BrokerOptions {
  /** This exchange's name on the server (cluster/repository.ts exchangeId). */
  namespace: string;
  url: string;
  log: (err: unknown, msg: string) => void;
  /** How long "no responders" is asked again (the lease TTL and a round: a failover's length). */
  retryMs?: number;
  /** How long one request waits for its answer once delivered. */
  timeoutMs?: number;
}

const RETRY_MS = 6000;
/**
 * A batch commits in milliseconds; an owner that has not answered in 2 s is most likely dead (a
 * SIGKILL leaves its delivered requests unanswered). Its callers hear MARKET_BUSY then, and their
 * retries (same client order id) reach the next owner as soon as it holds the lease: a longer
 * wait here only delays the failover for every client that had a request in flight.
 */
const TIMEOUT_MS = 2000;
/** Pause between two asks nobody served (real time: infrastructure, not the exchange's clock). */
const RETRY_PAUSE_MS = 100;

export async function connectBroker(opts: BrokerOptions): Promise<Broker> {
  // Every subject under this exchange's name (cluster/repository.ts exchangeId): another exchange
  // on the same NATS server neither answers nor hears this one.
  const scoped = (subject: string) => `${opts.namespace}.${subject}`;
  const nc: NatsConnection = await connect({ servers: opts.url, name: 'aurelix', maxReconnectAttempts: -1 });
  const subs = new Set<Subscription>();
  const retryMs = opts.retryMs ?? RETRY_MS;
  const timeout = opts.timeoutMs ?? TIMEOUT_MS;
  const encode = (v: unknown) => JSON.stringify(v);

  const sub = (subject: string, each: (data: string, msg: { subject: string; respond(d: string): boolean }) => void) => {
    const s = nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return opts.log(err, `broker: subscription ${subject} failed`);
        each(msg.string(), msg);
      },
    });
    subs.add(s);
    return () => {
      subs.delete(s);
      s.unsubscribe();
    };
  };

  return {
    async ask<T>(subject: string, body: unknown): Promise<T> {
      const payload = encode(body);
      // Real time: how long a failover may take, whatever the exchange's clock says.
      const deadline = performance.now() + retryMs;
      for (;;) {
        let answer: Answer;
        try {
          answer = (await nc.request(scoped(subject), payload, { timeout })).json<Answer>();
        } catch (err) {
          if (noResponders(err) && performance.now() < deadline) {
            await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
            continue;
          }
          throw new AppError('MARKET_BUSY', `${subject}: ${String(err)}`);
        }
        if ('key' in answer) throw new AppError(answer.key, answer.detail);
        return answer.ok as T;
      }
    },
    serve(subject, handler) {
      return sub(scoped(subject), (data, msg) => {
        void (async () => {
          let answer: Answer;
          try {
            answer = { ok: (await handler(JSON.parse(data))) ?? null };
          } catch (err) {
            if (err instanceof AppError) answer = { key: err.key, detail: err.detail };
            else {
              opts.log(err, `broker: serving ${subject} failed`);
              answer = { key: 'MARKET_BUSY' };
            }
          }
          msg.respond(encode(answer));
        })();
      });
    },
    publish(subject, body) {
      nc.publish(scoped(subject), encode(body));
    },
    listen(subject, handler) {
      return sub(scoped(subject), (data, msg) => {
        try {
          handler(JSON.parse(data), msg.subject.slice(opts.namespace.length + 1));
        } catch (err) {
          opts.log(err, `broker: a listener of ${subject} failed`);
        }
      });
    },
    async close() {
      await nc.drain().catch(() => nc.close());
    },
  };
}

function noResponders(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { name?: string }).name === 'NoRespondersError') return true;
    if (typeof (e as { isNoResponders?: () => boolean }).isNoResponders === 'function' && (e as { isNoResponders: () => boolean }).isNoResponders()) return true;
  }
  return false;
}
