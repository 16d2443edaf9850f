/**
 * The HTTP load generator's client: keep-alive HTTP/1.1 connections on loopback with one request
 * in flight each, requests written as one buffer and answers read by their Content-Length. Node's
 * own `http` client spends about 125 us of CPU per request here, on the same two cores as the
 * server it measures; this one about a fifth of that, so what is measured is the server.
 *
 * A request that finds every connection busy waits in one queue, in order; its latency still
 * counts from when the caller asked (bench/http/run.ts), so a slow server shows as queueing.
 */
import net from 'node:net';

/** The envelope code of the answer, or a negative number: -HTTP status when not JSON, -1 on a transport error. */
export type Outcome = number;

interface Request {
  bytes: Buffer;
  done: (outcome: Outcome) => void;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CODE = /"code":(\d+)/;

export class LoadClient {
  private readonly idle: Connection[] = [];
  private readonly waiting: Request[] = [];
  private readonly all: Connection[] = [];
  private closed = false;

  constructor(
    private readonly host: string,
    private readonly port: number,
    connections: number,
  ) {
    for (let i = 0; i < connections; i++) this.all.push(new Connection(this));
    this.idle.push(...this.all);
  }

  /** POSTs a JSON body with the session token; resolves with the answer's envelope code. */
  post(path: string, body: string, token: string): Promise<Outcome> {
    const length = Buffer.byteLength(body);
    const bytes = Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${length}\r\ntoken: ${token}\r\n\r\n${body}`,
    );
    return new Promise((done) => {
      const request = { bytes, done };
      const connection = this.idle.pop();
      if (connection) connection.send(request);
      else this.waiting.push(request);
    });
  }

  /** Called by a connection when its answer is in: the next queued request, or back to idle. */
  release(connection: Connection): void {
    const next = this.waiting.shift();
    if (next) connection.send(next);
    else this.idle.push(connection);
  }

  endpoint(): { host: string; port: number; closed: boolean } {
    return { host: this.host, port: this.port, closed: this.closed };
  }

  close(): void {
    this.closed = true;
    for (const c of this.all) c.destroy();
    for (const r of this.waiting.splice(0)) r.done(-1);
  }
}

class Connection {
  private socket: net.Socket | null = null;
  private current: Request | null = null;
  private received: Buffer | null = null;

  constructor(private readonly client: LoadClient) {}

  send(request: Request): void {
    this.current = request;
    this.received = null;
    (this.socket ?? this.open()).write(request.bytes);
  }

  destroy(): void {
    this.socket?.destroy();
  }

  private open(): net.Socket {
    const { host, port } = this.client.endpoint();
    const socket = net.connect(port, host);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = () => {
      if (this.socket === socket) this.socket = null;
      this.finish(-1);
    };
    socket.on('error', fail);
    socket.on('close', fail);
    this.socket = socket;
    return socket;
  }

  private onData(chunk: Buffer): void {
    const buf = this.received ? Buffer.concat([this.received, chunk]) : chunk;
    const headEnd = buf.indexOf(HEAD_END);
    if (headEnd < 0) return void (this.received = buf);
    const head = buf.toString('latin1', 0, headEnd);
    const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
    const bodyStart = headEnd + HEAD_END.length;
    if (!Number.isFinite(length) || buf.length < bodyStart + length) return void (this.received = buf);
    const status = Number(head.slice(9, 12));
    const code = CODE.exec(buf.toString('utf8', bodyStart, Math.min(bodyStart + 32, bodyStart + length)))?.[1];
    this.finish(code === undefined ? -status : Number(code));
  }

  private finish(outcome: Outcome): void {
    const request = this.current;
    if (!request) return;
    this.current = null;
    this.received = null;
    request.done(outcome);
    if (!this.client.endpoint().closed) this.client.release(this);
  }
}
