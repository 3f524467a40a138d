import { engagementMessages } from './messages';

/**
 * The ten achievement badges of product.md §1.9. Each has a goal on one measure; progress is the share
 * of the goal reached (0–100), and a badge is unlocked at 100.
 */
export const linesPerLesson = 50;

export interface BadgeInputs {
  coursesCompleted: number;
  linesOfCode: number;
  currentStreak: number;
  totalMinutes: number;
}

export const badgeCategories = ['courses', 'code', 'streak', 'time'] as const;
export type BadgeCategory = (typeof badgeCategories)[number];
export const badgeRarities = ['common', 'rare', 'epic', 'legendary'] as const;
export type BadgeRarity = (typeof badgeRarities)[number];

interface BadgeRule {
  id: string;
  label: string;
  desc: string;
  icon: string;
  category: BadgeCategory;
  rarity: BadgeRarity;
  measure: keyof BadgeInputs;
  goal: number;
}

export const badgeRules: readonly BadgeRule[] = [
  { id: 'first-course', label: engagementMessages.firstStepsLabel, desc: engagementMessages.firstStepsGoal, icon: 'school', category: 'courses', rarity: 'common', measure: 'coursesCompleted', goal: 1 },
  { id: 'three-courses', label: engagementMessages.quickLearnerLabel, desc: engagementMessages.quickLearnerGoal, icon: 'books', category: 'courses', rarity: 'rare', measure: 'coursesCompleted', goal: 3 },
  { id: 'five-courses', label: engagementMessages.knowledgeSeekerLabel, desc: engagementMessages.knowledgeSeekerGoal, icon: 'certificate', category: 'courses', rarity: 'epic', measure: 'coursesCompleted', goal: 5 },
  { id: 'ten-courses', label: engagementMessages.courseMasterLabel, desc: engagementMessages.courseMasterGoal, icon: 'crown', category: 'courses', rarity: 'legendary', measure: 'coursesCompleted', goal: 10 },
  { id: 'code-1000', label: engagementMessages.codeWriterLabel, desc: engagementMessages.codeWriterGoal, icon: 'code', category: 'code', rarity: 'rare', measure: 'linesOfCode', goal: 1000 },
  { id: 'code-5000', label: engagementMessages.codeWarriorLabel, desc: engagementMessages.codeWarriorGoal, icon: 'terminal', category: 'code', rarity: 'epic', measure: 'linesOfCode', goal: 5000 },
  { id: 'streak-3', label: engagementMessages.onARollLabel, desc: engagementMessages.onARollGoal, icon: 'flame', category: 'streak', rarity: 'common', measure: 'currentStreak', goal: 3 },
  { id: 'streak-7', label: engagementMessages.weekWarriorLabel, desc: engagementMessages.weekWarriorGoal, icon: 'calendar', category: 'streak', rarity: 'rare', measure: 'currentStreak', goal: 7 },
  { id: 'streak-30', label: engagementMessages.unstoppableLabel, desc: engagementMessages.unstoppableGoal, icon: 'rocket', category: 'streak', rarity: 'legendary', measure: 'currentStreak', goal: 30 },
  { id: 'time-1200', label: engagementMessages.dedicatedLearnerLabel, desc: engagementMessages.dedicatedLearnerGoal, icon: 'clock', category: 'time', rarity: 'epic', measure: 'totalMinutes', goal: 1200 },
];

export interface Badge {
  id: string;
  label: string;
  desc: string;
  icon: string;
  unlocked: boolean;
  category: BadgeCategory;
  rarity: BadgeRarity;
  /** 0–100: how far towards the goal. */
  progress: number;
}

export function computeBadges(inputs: BadgeInputs): Badge[] {
  return badgeRules.map(({ measure, goal, ...badge }) => {
    const value = Math.max(0, inputs[measure]);
    return { ...badge, unlocked: value >= goal, progress: Math.min(100, Math.floor((value / goal) * 100)) };
  });
}

/** product.md §1.9: 50 lines of code per completed lesson. */
export const linesOfCode = (completedLessons: number): number => completedLessons * linesPerLesson;

/** product.md §1.9: a course is complete when all its lessons are done and its quiz is submitted. */
export function isCourseComplete(completedLessons: number, totalLessons: number, quizSubmitted: boolean): boolean {
  return totalLessons > 0 && completedLessons >= totalLessons && quizSubmitted;
}

/** The daily quote of product.md §1.9: the day of the month modulo 4 picks one of four. */
export const dailyQuotes = [
  { text: 'The expert in anything was once a beginner.', author: 'Helen Hayes' },
  { text: 'First, solve the problem. Then, write the code.', author: 'John Johnson' },
  { text: 'Learning never exhausts the mind.', author: 'Leonardo da Vinci' },
  { text: 'Small daily improvements are the key to staggering long-term results.', author: 'Robin Sharma' },
] as const;

export const dailyQuoteIndex = (dayOfMonth: number): number => dayOfMonth % 4;
