import { coursesRoutes } from '@shared/api/routes/courses';
import { courseKeys } from '@shared/courses/query-keys';
import type { DrawnQueries } from '@shared/routing/drawn-page';
import type { Db } from '../db/connect';
import { courseQueries } from './queries';
import { listCourses } from './service';

/**
 * The data a learner's catalogue is drawn with: the list the course route answers them, as the app
 * holds it once it has read that reply (through JSON and the contract's schema), under the app's key.
 */
export async function cataloguePageData(db: Db, userId: string): Promise<DrawnQueries> {
  const list = await listCourses(db.kysely, userId, await courseQueries(db).isPremium(userId));
  return [{ queryKey: [...courseKeys.list()], data: coursesRoutes.list.reply.parse(JSON.parse(JSON.stringify(list))) }];
}
