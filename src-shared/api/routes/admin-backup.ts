import { backupReply } from '../../admin/backup';
import { route } from '../route';

/** Operations an admin starts on the running server (docs/deployment.md, "Back up and restore"). */
export const adminBackupRoutes = {
  backup: route({
    method: 'POST',
    path: '/api/admin/backup',
    access: 'admin',
    offline: 'online',
    reply: backupReply,
    status: 201,
    tags: ['admin-operations'],
    summary: 'Copy the SQLite database to DATA_DIR/backups while the server keeps serving (VACUUM INTO); PostgreSQL answers 409',
  }),
};
