/** Hides the middle of an account for display: 'demo@aurelix.example' -> 'dem***@aurelix.example'. */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) {
    const name = account.slice(0, at);
    const keep = Math.min(3, Math.max(1, name.length - 2));
    return `${name.slice(0, keep)}***${account.slice(at)}`;
  }
  if (account.length > 7) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  return account;
}
