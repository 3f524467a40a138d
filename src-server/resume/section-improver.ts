import { sectionModelTimeoutMs } from '@shared/resume/improve-limits';
import { improveSectionOffline, maxSuggestions, type ImproveRequest, type ImproveResult } from '@shared/resume/offline-improver';
import { z } from 'zod';
import type { LlmConfig } from '../tutor/openai-tutor';

/** product.md §2.8: what the builder shows after an improvement, by how it was made. */
export const improveNotices = {
  ai: 'Section optimized with AI!',
  offline: 'AI suggestions generated (demo mode)',
  fallback: 'AI optimization temporarily unavailable',
} as const;

export interface ImprovedSection extends ImproveResult {
  mode: 'ai' | 'offline';
  /** True when the model was asked and failed, so the offline improver answered instead. */
  fallback: boolean;
  notice: string;
}

export interface SectionImprover {
  readonly usesModel: boolean;
  improve(request: ImproveRequest): Promise<ImprovedSection>;
}

interface Logger {
  warn(details: object, message: string): void;
}

/** Longest improved text accepted from a model: a section, not an essay. */
const maxImprovedLength = 6000;

const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1) });
const modelAnswer = z.object({
  improved_content: z.string().max(maxImprovedLength),
  suggestions: z.array(z.string().max(500)).default([]),
});

export function systemPrompt(request: ImproveRequest): string {
  return [
    'You improve one section of a job seeker’s resume.',
    `Section: ${request.sectionName}.`,
    request.targetRole ? `Target role: ${request.targetRole}.` : '',
    request.industry ? `Industry: ${request.industry}.` : '',
    'Rewrite the text so each point opens with a strong action verb, uses one tense (past for past roles), the active voice and no filler words, and keeps every fact, name and number as given.',
    'Never invent numbers, employers, tools or achievements; where a number or outcome is missing, say so in a suggestion instead.',
    'Answer with only a JSON object: {"improved_content": "<the rewritten section, same line structure>", "suggestions": ["<short advice>", ...]} with at most 6 suggestions.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The model's JSON answer, also when it wraps it in a Markdown code fence. */
function parseAnswer(content: string): z.infer<typeof modelAnswer> {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content)?.[1] ?? content;
  return modelAnswer.parse(JSON.parse(fenced.trim()));
}

async function askModel(llm: LlmConfig, request: ImproveRequest): Promise<ImproveResult> {
  const response = await fetch(`${llm.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
    body: JSON.stringify({
      model: llm.model,
      stream: false,
      temperature: 0.3,
      messages: [
        { role: 'system', content: systemPrompt(request) },
        { role: 'user', content: request.content },
      ],
    }),
    signal: AbortSignal.timeout(sectionModelTimeoutMs),
  });
  if (!response.ok) throw new Error(`The AI service answered ${response.status}.`);
  const content = completion.parse(await response.json()).choices[0]?.message.content ?? '';
  const answer = parseAnswer(content);
  if (answer.improved_content.trim() === '' && request.content.trim() !== '') throw new Error('The AI service answered with an empty section.');
  return { improved_content: answer.improved_content.trim(), suggestions: answer.suggestions.map((s) => s.trim()).filter(Boolean).slice(0, maxSuggestions) };
}

/**
 * The configured OpenAI-compatible model when there is one (one non-streaming chat completion per
 * section), otherwise the offline improver. Unlike the tutor, any model failure (unreachable, an
 * error status, an answer that is not the JSON asked for) falls back to the offline improver: the
 * learner still gets an improvement, labelled as the offline one, and the failure is logged.
 */
export function createSectionImprover(llm: LlmConfig | undefined, log: Logger): SectionImprover {
  const offline = (request: ImproveRequest, fallback: boolean): ImprovedSection => ({
    ...improveSectionOffline(request),
    mode: 'offline',
    fallback,
    notice: fallback ? improveNotices.fallback : improveNotices.offline,
  });
  return {
    usesModel: llm !== undefined,
    async improve(request) {
      if (!llm || request.content.trim() === '') return offline(request, false);
      try {
        return { ...(await askModel(llm, request)), mode: 'ai', fallback: false, notice: improveNotices.ai };
      } catch (error) {
        log.warn({ err: error }, 'resume section improvement by the model failed; the offline improver answered');
        return offline(request, true);
      }
    },
  };
}
