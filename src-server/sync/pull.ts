import type { GetCourseReply, ListCoursesReply } from '@shared/api/courses';
import { routePath } from '@shared/api/route';
import { assignmentsRoutes } from '@shared/api/routes/assignments';
import { coursesRoutes } from '@shared/api/routes/courses';
import { hackathonRegistrationRoutes } from '@shared/api/routes/hackathon-registration';
import { hackathonSubmissionRoutes } from '@shared/api/routes/hackathon-submissions';
import { hackathonTeamRoutes } from '@shared/api/routes/hackathon-teams';
import { playgroundRoutes } from '@shared/api/routes/playground';
import { profileRoutes } from '@shared/api/routes/profile';
import { progressRoutes } from '@shared/api/routes/progress';
import { quizzesRoutes } from '@shared/api/routes/quizzes';
import { resumeRoutes } from '@shared/api/routes/resume';
import { tutorRoutes } from '@shared/api/routes/tutor';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Link } from './link';
import { type CallRemote, RemoteUnreachable } from './remote';
import { countWaiting, dropCache, writeCache } from './store';

type Db = Kysely<Database>;

/** What the learner owns, fetched whole: the rest (courses, lessons, projects) follows from these. */
const projectsPath = routePath(playgroundRoutes.projects);
const cataloguePath = routePath(coursesRoutes.list);
const ownPaths = [
  routePath(profileRoutes.me),
  cataloguePath,
  routePath(resumeRoutes.get),
  projectsPath,
  routePath(quizzesRoutes.list),
  routePath(assignmentsRoutes.list),
  routePath(hackathonRegistrationRoutes.myRegistrations),
  routePath(hackathonTeamRoutes.myTeam),
  routePath(hackathonSubmissionRoutes.mine),
  // The tutor's default conversation; another one is kept when the learner opens it online.
  routePath(tutorRoutes.messages, {}, { chat_id: 'default' }),
];

/**
 * Refreshes this computer's copy of what a learner may read and owns: their profile, the catalogue,
 * their resume, playground projects, quiz scores, assignments, hackathon registration, team and
 * submissions, their chat with the tutor, and for each course they have started its outline, their
 * progress and every lesson they may read. A lesson the platform refuses (locked) is not kept, and
 * a kept copy of it is dropped. Skipped while the learner has writes waiting, whose copies here are
 * newer than the server's.
 */
export async function pullFor(db: Db, callRemote: CallRemote, link: Link, clock: Clock, userId: string, token: string): Promise<void> {
  if ((await countWaiting(db, userId)) > 0) return;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const fetchJson = async <T>(path: string): Promise<T | undefined> => {
    const reply = await callRemote({ method: 'GET', path, headers });
    link.online();
    if (reply.status === 200) {
      const body = reply.body.toString('utf8');
      await writeCache(db, userId, path, body, clock().toISOString());
      return JSON.parse(body) as T;
    }
    if (reply.status === 403 || reply.status === 404) await dropCache(db, userId, path);
    return undefined;
  };
  try {
    const owned = new Map<string, unknown>();
    for (const path of ownPaths) owned.set(path, await fetchJson(path));
    const projects = owned.get(projectsPath) as { projects: Array<{ id: string }> } | undefined;
    for (const project of projects?.projects ?? []) await fetchJson(routePath(playgroundRoutes.project, { id: project.id }));
    const catalogue = owned.get(cataloguePath) as ListCoursesReply | undefined;
    for (const summary of catalogue?.courses ?? []) {
      if (summary.completedLessons === 0 && summary.lastVisitedAt === null) continue;
      const course = await fetchJson<GetCourseReply>(routePath(coursesRoutes.get, { courseId: summary.id }));
      await fetchJson(routePath(progressRoutes.get, { courseId: summary.id }));
      for (const lesson of course?.modules.flatMap((module) => module.lessons) ?? []) {
        const path = routePath(coursesRoutes.lesson, { lessonId: lesson.id });
        if (lesson.locked) await dropCache(db, userId, path);
        else await fetchJson(path);
      }
    }
  } catch (error) {
    if (!(error instanceof RemoteUnreachable)) throw error;
    link.offline();
  }
}
