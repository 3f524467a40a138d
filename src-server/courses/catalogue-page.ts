import { coursesRoutes } from '@shared/api/routes/courses';
import { courseKeys } from '@shared/courses/query-keys';
import type { PrerenderQueries } from '@shared/routing/prerendered';
import type { Db } from '../db/connect';
import { asReplied } from '../http/as-replied';
import type { CourseQueries } from './queries';
import { learnerCatalogue } from './service';

/** The data a learner's catalogue is drawn with: the list the course route answers them, under the app's key. */
export async function cataloguePageData(db: Db, queries: CourseQueries, userId: string): Promise<PrerenderQueries> {
  return [{ queryKey: [...courseKeys.list()], data: asReplied(coursesRoutes.list.reply, await learnerCatalogue(db.kysely, queries, userId)) }];
}
