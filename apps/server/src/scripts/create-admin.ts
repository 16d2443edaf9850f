import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAdmin } from '../modules/seed/first-admin';

/**
 * `npm run create-admin -- --email ops@example.com`: makes an administrator on the database the server
 * uses (or promotes that account and sets its password). The password comes from ADMIN_PASSWORD or is
 * asked for, never from the command line, where it would stay in the shell's history. The admin must
 * enrol an authenticator app at first login before the back office opens (production).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const at = process.argv.indexOf('--email');
  const email = (at > 0 ? process.argv[at + 1] : undefined) ?? process.env.ADMIN_EMAIL;
  if (!email) {
    console.error('usage: npm run create-admin -- --email <address>   (password from ADMIN_PASSWORD or asked)');
    return 2;
  }
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
    process.stderr.write('Password for the new admin: ');
    password = (await rl.question('')).trim();
    rl.close();
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const admin = await createAdmin(database.db, { email, password });
    console.log(`${admin.created ? 'created' : 'updated'} admin ${email} (invitation code ${admin.inviteCode})`);
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await database.close();
  }
}

main().then((code) => process.exit(code), (err) => {
  console.error('create-admin failed to run:', err);
  process.exit(2);
});
