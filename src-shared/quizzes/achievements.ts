/** product.md §2.4 achievements, in the order the grid shows them. */
export const achievementIds = ['first-quiz', 'quiz-master', 'high-scorer', 'perfectionist'] as const;
export type AchievementId = (typeof achievementIds)[number];

export const achievementTexts: Record<AchievementId, { title: string; description: string }> = {
  'first-quiz': { title: 'First Quiz', description: 'Complete your first quiz' },
  'quiz-master': { title: 'Quiz Master', description: 'Complete 5 quizzes' },
  'high-scorer': { title: 'High Scorer', description: 'Keep an average score of 80% or more' },
  perfectionist: { title: 'Perfectionist', description: 'Keep an average score of 90% or more' },
};

/**
 * The learner's average: the mean of each completed quiz's best percent, so a retake that goes
 * worse never lowers it. Null before the first completed quiz.
 */
export function averageScore(bestPercents: readonly number[]): number | null {
  if (bestPercents.length === 0) return null;
  return Math.round(bestPercents.reduce((sum, p) => sum + p, 0) / bestPercents.length);
}

/** Which achievements a learner holds, from the best percent of each quiz they completed. */
export function unlockedAchievements(bestPercents: readonly number[]): Set<AchievementId> {
  const completed = bestPercents.length;
  const average = averageScore(bestPercents) ?? 0;
  const unlocked = new Set<AchievementId>();
  if (completed >= 1) unlocked.add('first-quiz');
  if (completed >= 5) unlocked.add('quiz-master');
  if (completed >= 1 && average >= 80) unlocked.add('high-scorer');
  if (completed >= 1 && average >= 90) unlocked.add('perfectionist');
  return unlocked;
}
