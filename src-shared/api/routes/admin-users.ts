import { adminUser, listUsersQuery, listUsersReply, userRoleParams } from '../../admin/users';
import { route } from '../route';

const tags = ['admin-users'];

/** People and their roles (product.md §2.13), admins only. */
export const adminUsersRoutes = {
  listUsers: route({ method: 'GET', path: '/api/admin/users', access: 'admin', query: listUsersQuery, reply: listUsersReply, tags, summary: 'Users by e-mail or name, paged, with roles and subscription' }),
  grantRole: route({ method: 'PUT', path: '/api/admin/users/:userId/roles/:role', access: 'admin', offline: 'online', params: userRoleParams, reply: adminUser, tags, summary: 'Grant the admin or organiser role' }),
  removeRole: route({
    method: 'DELETE',
    path: '/api/admin/users/:userId/roles/:role',
    access: 'admin',
    offline: 'online',
    params: userRoleParams,
    reply: adminUser,
    tags,
    summary: 'Remove the admin or organiser role (the last admin keeps theirs: 409)',
  }),
};
