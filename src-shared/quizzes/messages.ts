import { defineMessages } from '../i18n/messages';

/** What a learner is told when a quiz or an attempt cannot be used (product.md §2.12). */
export const quizMessageTable = defineMessages('quizzes', {
  quizNotFound: 'There is no quiz "{{quizId}}". Choose a quiz from the Quizzes page.',
  attemptNotFound: 'Quiz attempt not found.',
  questionNotInAttempt: 'Question "{{questionId}}" is not part of this attempt.',
  notAnOption: '"{{optionId}}" is not an option of question "{{questionId}}".',
  answeredTwice: 'Question "{{questionId}}" is answered twice; send one answer for each question.',
  alreadySubmitted: 'This attempt was already submitted. Choose Retake Quiz to start a new one.',
  timeUp: 'Time is up: answers sent after the quiz’s time limit are not accepted. Choose Retake Quiz to start a new attempt.',
  quizChanged: 'This quiz was changed after your attempt started. Choose Retake Quiz to start a new attempt.',
  oneCorrect: 'Mark exactly one option correct.',
  optionIdsUnique: 'Option ids must be unique within a question.',
  tooFewQuestions: 'A quiz needs at least {{min}} questions.',
  questionIdsUnique: 'Question ids must be unique within a quiz.',
  startTooFast: 'You are starting quizzes too quickly. Please wait a minute, then try again.',
});

/** The quiz messages in English, by key. */
export const quizMessages = quizMessageTable.en;
