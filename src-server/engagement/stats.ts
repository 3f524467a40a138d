import type { ActivityItem, DashboardCourse, MeStats } from '@shared/api/engagement';
import { inferCategory } from '@shared/courses/categories';
import { dashboardPercent } from '@shared/progress/percent';
import { isQuizSubmitted } from '@shared/progress/quiz-submitted';
import { computeBadges, isCourseComplete, linesOfCode } from '@shared/engagement/badges';
import { addDays, dayKey, isTimeZone, defaultTimeZone } from '@shared/engagement/day-key';
import { monthlyTotal, weeklyAverage } from '@shared/engagement/learning-time';
import { activeDaySet } from '@shared/engagement/calendar';
import { currentStreak, longestStreak, streakLabel } from '@shared/engagement/streaks';
import type { Executor } from '../db/executor';
import { activityDays, courseTotals, learnerRecords, totalActivityMinutes } from './queries';

/** How many recent items the dashboard lists (product.md §1.9). */
const recentActivityCount = 5;

export const zoneOf = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : defaultTimeZone);

/**
 * Everything the dashboard and the profile show, computed from the progress records and the
 * learning minutes. A day counts towards a streak when it holds learning minutes (heartbeats) or a
 * completed lesson: a learner who finishes a lesson quickly, or studies with the tab in the
 * background, still keeps the streak.
 */
export async function learnerStats(db: Executor, userId: string, timeZone: string, now: Date): Promise<MeStats> {
  const zone = zoneOf(timeZone);
  const today = dayKey(now, zone);
  const since = addDays(today, -364);
  const [daily, total, courses, records] = await Promise.all([
    activityDays(db, userId, since),
    totalActivityMinutes(db, userId),
    courseTotals(db),
    learnerRecords(db, userId),
  ]);

  const completedByCourse = new Map<string, number>();
  for (const lesson of records.completed) completedByCourse.set(lesson.course_id, (completedByCourse.get(lesson.course_id) ?? 0) + 1);
  const answered = new Set(records.answered.map((a) => `${a.course_id}\u0000${a.block_id}`));
  const startedAt = new Map(records.started.map((s) => [s.course_id, s.started_at]));

  const cards: DashboardCourse[] = courses
    .filter((course) => inferCategory(course.title) !== 'Misc')
    .map((course) => {
      const completedLessons = Math.min(completedByCourse.get(course.id) ?? 0, course.totalLessons);
      const quizSubmitted = isQuizSubmitted(course.quizIds, (id) => answered.has(`${course.id}\u0000${id}`));
      return {
        id: course.id,
        title: course.title,
        description: course.description,
        thumbnail: course.thumbnail,
        category: inferCategory(course.title),
        level: 'Beginner' as const,
        link: `/courses/${course.id}`,
        progress: dashboardPercent(completedLessons, quizSubmitted, course.totalLessons),
        totalLessons: course.totalLessons,
        completedLessons,
        quizSubmitted,
        started: startedAt.has(course.id),
        completed: isCourseComplete(completedLessons, course.totalLessons, quizSubmitted),
        order: course.sort_order,
      };
    });
  const percentOf = new Map(cards.map((c) => [c.id, c.progress]));
  const titleOf = new Map(courses.map((c) => [c.id, c.title]));

  const lessonDays = records.completed.map((lesson) => dayKey(new Date(lesson.completed_at), zone)).filter((day) => day >= since && day <= today);
  const sortedDays = [...activeDaySet(daily, lessonDays)].sort();
  const streak = currentStreak(sortedDays, today);
  const longest = longestStreak(sortedDays);
  const lessonsCompleted = records.completed.length;
  const coursesCompleted = cards.filter((c) => c.completed).length;

  const recentActivity: ActivityItem[] = [
    ...records.completed.map((l) => ({ id: l.lesson_id, title: l.title, courseId: l.course_id, action: 'Completed' as const, progress: percentOf.get(l.course_id) ?? 0, timestamp: l.completed_at })),
    ...records.started.map((s) => ({ id: s.course_id, title: titleOf.get(s.course_id) ?? s.course_id, courseId: s.course_id, action: 'In Progress' as const, progress: percentOf.get(s.course_id) ?? 0, timestamp: s.started_at })),
  ]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, recentActivityCount);

  return {
    today,
    timeZone: zone,
    dashboard: {
      totalCourses: cards.length,
      coursesStarted: cards.filter((c) => c.started).length,
      coursesCompleted,
      totalProgress: cards.length ? Math.round(cards.reduce((sum, c) => sum + c.progress, 0) / cards.length) : 0,
    },
    courses: cards,
    recentActivity,
    learning: {
      totalMinutes: total,
      weeklyAverage: weeklyAverage(daily, today),
      monthlyTotal: monthlyTotal(daily, today),
      currentStreak: streak,
      longestStreak: longest,
      streakLabel: streakLabel(streak),
      longestStreakLabel: streakLabel(longest),
      lessonsCompleted,
      linesOfCode: linesOfCode(lessonsCompleted),
    },
    badges: computeBadges({ coursesCompleted, linesOfCode: linesOfCode(lessonsCompleted), currentStreak: streak, totalMinutes: total }),
    dailyMinutes: daily,
    activeDays: sortedDays,
  };
}
