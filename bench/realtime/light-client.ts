/**
 * A lightweight Socket.IO client for the load generator: the real Engine.IO v4 / Socket.IO v5
 * protocol over one `ws` WebSocket, as socket.io-client speaks it with `transports: ['websocket']`:
 *
 *   server `0{"sid",...}` (open)    -> client `40` (connect to namespace /)
 *   server `40{"sid"}` (connected)  -> client `420["sub",[channels]]` (event with ack id 0)
 *   server `430[{"ok","rejected"}]` (the ack, a SubAck of packages/shared ticker.ts)
 *   server `42["data",{"channel","data"}]` (every push), `2` (ping) -> client `3` (pong)
 *
 * A push is read straight from the frame's bytes: the prefix proves it is event `data`, the channel
 * name sits right after it, and the payload's `sent` stamp is the last key of the data object, so
 * the 3 KB depth pushes are never decoded into strings and parsed. `parse: 'json'` parses every
 * push instead (what a browser does), to show what that costs.
 */
import WebSocket from 'ws';

export type ParseMode = 'bytes' | 'json';

export interface LightClientOptions {
  /** http://host:port of the server. */
  url: string;
  channels: readonly string[];
  parse: ParseMode;
  /** Called for every `data` push: the channel's index in `channels` (-1 if unknown) and its `sent` stamp. */
  onData(channel: number, sent: number): void;
  /** Called when the server ends the connection after it was established. */
  onClose(reason: string): void;
}

export interface LightClient {
  close(): void;
}

const DATA_PREFIX = Buffer.from('42["data",{"channel":"');
const SENT_KEY = Buffer.from('"sent":');
const QUOTE = 0x22;
const ZERO = 0x30;

/** Connects, joins the namespace and subscribes; resolves once the server acknowledged every channel. */
export function connectLightClient(opts: LightClientOptions, timeoutMs: number): Promise<LightClient> {
  const wsUrl = `${opts.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
  const ws = new WebSocket(wsUrl, { perMessageDeflate: false, skipUTF8Validation: true });
  const channelIndex = new Map(opts.channels.map((c, i) => [c, i]));
  const client: LightClient = { close: () => ws.terminate() };

  return new Promise<LightClient>((resolve, reject) => {
    let subscribed = false;
    let ended = false;
    const end = (why: string) => {
      if (ended) return;
      ended = true;
      opts.onClose(why);
    };
    const fail = (why: string) => {
      clearTimeout(timer);
      ws.terminate();
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail('connect timed out'), timeoutMs);

    ws.on('error', (err) => (subscribed ? end(err.message) : fail(err.message)));
    ws.on('close', (code) => (subscribed ? end(`closed ${code}`) : fail(`closed ${code} while connecting`)));
    ws.on('message', (buf: Buffer, isBinary: boolean) => {
      if (isBinary || buf.length === 0) return;
      if (subscribed && buf[0] === 0x34 && buf[1] === 0x32) return onPush(buf);
      const text = buf.toString('utf8');
      if (text === '2') ws.send('3');
      else if (text.startsWith('0{')) ws.send('40');
      else if (text.startsWith('40')) ws.send(`420${JSON.stringify(['sub', opts.channels])}`);
      else if (text.startsWith('430')) {
        const [ack] = JSON.parse(text.slice(3)) as [{ ok: string[]; rejected: string[] }];
        if (ack.rejected.length > 0) return fail(`server rejected ${ack.rejected.join(', ')}`);
        subscribed = true;
        clearTimeout(timer);
        resolve(client);
      } else if (text.startsWith('44')) fail(`namespace refused: ${text.slice(2)}`);
      else if (text.startsWith('42')) onPush(buf);
    });
  });

  function onPush(buf: Buffer): void {
    if (opts.parse === 'json') {
      const [event, push] = JSON.parse(buf.toString('utf8', 2)) as [string, { channel: string; data: { sent: number } }];
      if (event === 'data') opts.onData(channelIndex.get(push.channel) ?? -1, push.data.sent);
      return;
    }
    if (DATA_PREFIX.compare(buf, 0, DATA_PREFIX.length) !== 0) return;
    const end = buf.indexOf(QUOTE, DATA_PREFIX.length);
    const channel = channelIndex.get(buf.toString('latin1', DATA_PREFIX.length, end)) ?? -1;
    const at = buf.lastIndexOf(SENT_KEY);
    opts.onData(channel, at < 0 ? NaN : digitsAt(buf, at + SENT_KEY.length));
  }
}

/** The non-negative integer written at `from` (a millisecond time stamp: exact in a double). */
function digitsAt(buf: Buffer, from: number): number {
  let n = 0;
  let i = from;
  for (; i < buf.length; i++) {
    const d = buf[i]! - ZERO;
    if (d < 0 || d > 9) break;
    n = n * 10 + d;
  }
  return i === from ? NaN : n;
}
