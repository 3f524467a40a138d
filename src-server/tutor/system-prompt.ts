import type { ChatLanguage, ChatStyle } from '@shared/api/chat';
import type { LessonContext, PlaygroundContext } from './tutor';

const styleRules: Record<ChatStyle, string> = {
  auto: 'Match the length to the question: a few sentences for a quick question, a short step-by-step explanation with one example for a new idea.',
  detailed: 'Give a detailed, step-by-step explanation with a small runnable example and what it prints.',
  short: 'Answer in at most three short sentences or one tiny example.',
};

const languageRules: Record<ChatLanguage, string> = {
  en: 'Reply in simple English.',
  hi: 'Reply in Hindi, written in Devanagari script. Keep code, keywords, function names and error messages in English.',
  te: 'Reply in Telugu, written in Telugu script. Keep code, keywords, function names and error messages in English.',
};

/** How much of a lesson or a program goes into the prompt: enough to ground the answer, bounded in cost. */
const lessonChars = 6_000;
const fileChars = 4_000;
const outputChars = 2_000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}\n[…]` : text);

/** The system prompt of the LLM tutor: patient beginner teaching, the chosen style and language, and what the learner is looking at. */
export function systemPrompt(input: { style: ChatStyle; language: ChatLanguage; lesson: LessonContext | undefined; playground: PlaygroundContext | undefined }): string {
  const parts = [
    'You are the tutor of Kodeshala, a programming course platform for beginners, mostly students in India.',
    'Be patient and encouraging. Explain one idea at a time in plain words, define every technical term you use, and prefer small runnable examples.',
    'When the learner shares an error, say what it means, which line causes it and how to fix it. Guide them to solve exercises themselves instead of handing over a full solution.',
    'Format with Markdown; put code in fenced blocks that name the language.',
    styleRules[input.style],
    languageRules[input.language],
  ];
  if (input.lesson) {
    parts.push(
      `The learner is reading the lesson "${input.lesson.title}" of the course "${input.lesson.courseTitle}". Base your answer on it where it helps. Lesson text:\n<<<\n${clip(input.lesson.text, lessonChars)}\n>>>`,
    );
  }
  if (input.playground) {
    const files = input.playground.files.map((file) => `--- ${file.name} ---\n${clip(file.content, fileChars)}`).join('\n');
    parts.push(
      `The learner is working in the playground${input.playground.language ? ` (${input.playground.language})` : ''}${input.playground.activeFile ? `, editing ${input.playground.activeFile}` : ''}. Their files:\n${files}`,
    );
    if (input.playground.lastOutput) parts.push(`Output of their last run:\n<<<\n${clip(input.playground.lastOutput, outputChars)}\n>>>`);
  }
  return parts.join('\n\n');
}
