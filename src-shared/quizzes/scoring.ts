/** One question as the server scores it: the id of its correct option. */
export interface ScoredQuestion {
  id: string;
  correctOptionId: string;
}

export interface AttemptScore {
  correctCount: number;
  questionCount: number;
  /** Correct answers over questions, as a whole percent: what colours, averages and achievements use. */
  percent: number;
  /** The quiz's points: each question an equal share of its maximum score, rounded. */
  points: number;
}

/**
 * Scores an attempt by option id, never by position, so the same answers score the same however
 * the options were ordered on screen. Unanswered questions count as wrong.
 */
export function scoreAttempt(questions: readonly ScoredQuestion[], answers: ReadonlyMap<string, string>, maxScore: number): AttemptScore {
  const correctCount = questions.filter((q) => answers.get(q.id) === q.correctOptionId).length;
  const questionCount = questions.length;
  if (questionCount === 0) return { correctCount: 0, questionCount: 0, percent: 0, points: 0 };
  return {
    correctCount,
    questionCount,
    percent: Math.round((correctCount * 100) / questionCount),
    points: Math.round((correctCount * maxScore) / questionCount),
  };
}

/** product.md §2.9: quiz score colours, 90 green, 80 amber, 70 orange, below red. */
export function scoreColour(percent: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (percent >= 90) return 'green';
  if (percent >= 80) return 'yellow';
  if (percent >= 70) return 'orange';
  return 'red';
}
