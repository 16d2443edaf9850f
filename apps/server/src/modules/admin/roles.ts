import type { SessionUser } from '../session/service';

/** Admin is a role on the user (users.role = 'admin'); the seed creates admin@aurelix.example. */
export const isAdmin = (user: Pick<SessionUser, 'role'>) => user.role === 'admin';
