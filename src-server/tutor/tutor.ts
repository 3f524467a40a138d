import type { ChatLanguage, ChatStyle } from '@shared/api/chat';

/** The lesson the learner has open, loaded by the server and given only when they may read it. */
export interface LessonContext {
  courseId: string;
  courseTitle: string;
  lessonId: string;
  title: string;
  /** The lesson's readable words (its search text). */
  text: string;
}

export interface PlaygroundContext {
  files: Array<{ name: string; content: string }>;
  activeFile: string | undefined;
  language: string | undefined;
  lastOutput: string | undefined;
}

export interface TutorRequest {
  userId: string;
  question: string;
  style: ChatStyle;
  language: ChatLanguage;
  /** Earlier messages of the conversation, oldest first. */
  history: ReadonlyArray<{ from: 'user' | 'bot'; text: string }>;
  lesson: LessonContext | undefined;
  playground: PlaygroundContext | undefined;
  /** Whether the learner may read locked lessons: retrieval never quotes a lesson they may not. */
  premium: boolean;
}

export type TutorKind = 'offline' | 'llm';

/**
 * One tutor behind `POST /api/chat`: the OpenAI-compatible adapter or the offline retrieval
 * tutor. `answer` yields the reply in pieces as they become available and stops when `signal`
 * aborts (the learner pressed Stop or went away). It may end by naming the tutor that answered,
 * when that is not its own kind (a model that could not be reached hands over to the offline one).
 */
export interface Tutor {
  readonly kind: TutorKind;
  answer(request: TutorRequest, signal: AbortSignal): AsyncGenerator<string, TutorKind | void>;
}

/** The reply failed upstream; the learner sees the spec's chat failure message. */
export class TutorFailure extends Error {}

/** The model could not be reached at all (no network, nothing listening): the offline tutor can answer instead. */
export class TutorUnreachable extends TutorFailure {}
