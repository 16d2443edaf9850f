import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * AES-256-GCM for API secrets at rest. The key is 32 bytes from API_KEY_ENCRYPTION_KEY (64 hex
 * digits); outside production a fixed development key stands in, so a demo needs no setup (config.ts
 * refuses a production start without the variable).
 */

/** The development key: known to everyone, so never used in production. */
export const DEVELOPMENT_KEY_HEX = createHash('sha256').update('aurelix development API key encryption').digest('hex');

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(keyHex: string): SecretBox {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('API_KEY_ENCRYPTION_KEY must be 64 hexadecimal digits (32 bytes)');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !body) throw new Error('api key secret: malformed sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
