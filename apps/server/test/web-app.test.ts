import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * The web app's files as a build lays them out (apps/web/vite-plugins): hashed assets with a
 * brotli and a gzip copy beside them, index.html, the service worker and the web manifest.
 */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const INDEX = '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>';
const MANIFEST = JSON.stringify({ name: 'Aurelix', start_url: '/home', display: 'standalone', icons: [] });

function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const script = path.join(dir, 'assets', 'index-Ab12Cd34.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), MANIFEST);
}

describe('web app files and compression (issue 15)', () => {
  let dir: string;
  let t: TestApp;
  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurelix-web-'));
    writeBuild(dir);
    t = await createTestApp({ WEB_DIST: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed when asked, cached for a year as immutable', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the plain file to one that takes neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toContain('immutable');

    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('answers /manifest.webmanifest as a web manifest, and keeps it and the service worker fresh', async () => {
    const manifest = await get('/manifest.webmanifest', 'br');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // Too small for the build to precompress; whatever encoding it came in, it is the manifest.
    const text = manifest.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(manifest.rawPayload).toString() : manifest.body;
    expect(JSON.parse(text)).toMatchObject({ name: 'Aurelix', display: 'standalone' });

    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('still answers client routes with index.html (compressed, revalidated), and unknown files with 404', async () => {
    const page = await get('/markets/kline/btc_usdt', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);

    expect((await get('/assets/missing-00000000.js', 'br')).statusCode).toBe(404);
  });

  it('compresses API answers above the threshold and leaves small ones alone', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/currency_list',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: '{}',
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/accept-encoding/i);
    const body = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString());
    expect(body.code).toBe(200);
    expect(JSON.stringify(body.data).length).toBeGreaterThan(1024);

    const gz = await t.app.inject({
      method: 'POST',
      url: '/api/currency_list',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: '{}',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(body);

    const small = await get('/api/market/pairPrice?symbol=NOPE_NOPE', 'br');
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
