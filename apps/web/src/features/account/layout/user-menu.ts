import type { ParseKeys } from 'i18next';

/** One entry of the /user/* side menu: where it goes and the core label key of its screen. */
export interface UserMenuEntry {
  to: string;
  label: ParseKeys;
  /** Other paths that light this entry (sub-screens reached from it). */
  also?: string[];
}

/**
 * SPEC 2's user area, in menu order. The contact entry depends on the account: the e-mail entry when
 * it contains '@', otherwise the phone entry.
 */
export function userMenuEntries(account: string | undefined): UserMenuEntry[] {
  const contact: UserMenuEntry = account?.includes('@')
    ? { to: '/user/s-emailset', label: 'routes.user.emailSet' }
    : { to: '/user/s-phoneset', label: 'routes.user.phoneSet' };
  return [
    { to: '/user/user', label: 'routes.user.user' },
    {
      to: '/user/s-securityset',
      label: 'routes.user.securitySet',
      also: ['/user/s-loginpwd', '/user/s-securitypwd'],
    },
    { to: '/user/identity', label: 'routes.user.identity', also: ['/user/identityRight'] },
    { to: '/user/c-set', label: 'routes.user.cSet' },
    contact,
    { to: '/user/c-symAddr', label: 'routes.user.symAddr' },
    {
      to: '/user/c-collAddr',
      label: 'routes.user.collAddr',
      also: ['/user/addCollAddr', '/user/editCollAddr'],
    },
    { to: '/user/api', label: 'routes.user.api' },
    { to: '/user/helpcenter', label: 'routes.user.helpcenter', also: ['/user/helpDetail'] },
  ];
}

/** The entry that owns `pathname` (exact path or one of its sub-screens), if any. */
export function activeEntry(entries: UserMenuEntry[], pathname: string): UserMenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '');
  return entries.find((e) => e.to === path || e.also?.some((p) => path === p || path.startsWith(`${p}/`)));
}
