import { recogniseErrors } from '@shared/tutor/error-rules';
import { composeOfflineAnswer, styleBudget } from '@shared/tutor/offline-answer';
import type { PassageFinder } from './passages';
import type { Tutor } from './tutor';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The offline default (no LLM configured, or the desktop app without internet): recognises
 * beginner errors in the question and the last run's output, finds the lesson passages that answer
 * it among the lessons the learner may read, and streams the answer one part at a time, giving the
 * server a turn between parts to notice a learner who stopped listening.
 */
export function createOfflineTutor(findPassages: PassageFinder): Tutor {
  return {
    kind: 'offline',
    async *answer(request, signal) {
      const output = request.playground?.lastOutput ?? '';
      const errors = recogniseErrors(`${request.question}\n${output}`);
      const query = [request.question, ...errors.map((found) => `${found.rule.searchTerms} ${found.line}`)].join(' ');
      const passages = await findPassages({
        text: query,
        premium: request.premium,
        currentLessonId: request.lesson?.lessonId,
        currentCourseId: request.lesson?.courseId,
        limit: styleBudget[request.style].passages,
      });
      for (const part of composeOfflineAnswer({ language: request.language, style: request.style, errors, passages })) {
        if (signal.aborted) return;
        yield part;
        await nextTurn();
      }
    },
  };
}
