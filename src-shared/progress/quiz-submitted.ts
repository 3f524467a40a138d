/**
 * A course's quiz counts as submitted once every quiz block in it has been answered at least once
 * (product.md §1.4 course percent); a course with no quiz blocks has no quiz to submit.
 */
export function isQuizSubmitted(quizBlockIds: readonly string[], isAnswered: (blockId: string) => boolean): boolean {
  return quizBlockIds.length > 0 && quizBlockIds.every((id) => isAnswered(id));
}
