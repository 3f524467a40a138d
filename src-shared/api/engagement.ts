import { z } from 'zod';
import { badgeCategories, badgeRarities } from '../engagement/badges';

/** Contracts of learning time: the heartbeat and the caller's stats. */

export const heartbeatBody = z.object({ source: z.enum(['reader', 'playground']).default('reader') }).default({ source: 'reader' });
export const heartbeatReply = z.object({
  /** False when this minute was already counted or the day already holds 24 hours. */
  counted: z.boolean(),
  day: z.string(),
  minutesToday: z.number().int(),
});
export type HeartbeatReply = z.infer<typeof heartbeatReply>;

export const badge = z.object({
  id: z.string(),
  label: z.string(),
  desc: z.string(),
  icon: z.string(),
  unlocked: z.boolean(),
  category: z.enum(badgeCategories),
  rarity: z.enum(badgeRarities),
  progress: z.number().int().min(0).max(100),
});
export type BadgeView = z.infer<typeof badge>;

/** product.md §1.3 "Dashboard stats". */
export const dashboardStats = z.object({
  totalCourses: z.number().int(),
  coursesStarted: z.number().int(),
  coursesCompleted: z.number().int(),
  totalProgress: z.number().int(),
});

/** product.md §1.3 "Derived course card", with our lesson counts. */
export const dashboardCourse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  category: z.string(),
  level: z.literal('Beginner'),
  link: z.string(),
  progress: z.number().int(),
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  quizSubmitted: z.boolean(),
  started: z.boolean(),
  completed: z.boolean(),
  order: z.number().int(),
});
export type DashboardCourse = z.infer<typeof dashboardCourse>;

/** product.md §1.3 "Recent activity item". */
export const activityItem = z.object({
  id: z.string(),
  title: z.string(),
  courseId: z.string(),
  action: z.enum(['Completed', 'In Progress']),
  progress: z.number().int(),
  timestamp: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const learningStats = z.object({
  totalMinutes: z.number().int(),
  weeklyAverage: z.number(),
  monthlyTotal: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  streakLabel: z.string(),
  longestStreakLabel: z.string(),
  lessonsCompleted: z.number().int(),
  linesOfCode: z.number().int(),
});
export type LearningStats = z.infer<typeof learningStats>;

export const meStatsReply = z.object({
  /** The caller's local day, in their time zone, that "today" means below. */
  today: z.string(),
  timeZone: z.string(),
  dashboard: dashboardStats,
  courses: z.array(dashboardCourse),
  recentActivity: z.array(activityItem),
  learning: learningStats,
  badges: z.array(badge),
  /** Minutes per local day for the last 365 days; days with no minutes are left out. */
  dailyMinutes: z.record(z.string(), z.number().int()),
  /** Local days with activity (minutes or a completed lesson), the last 365 days: the streak days. */
  activeDays: z.array(z.string()),
});
export type MeStats = z.infer<typeof meStatsReply>;
