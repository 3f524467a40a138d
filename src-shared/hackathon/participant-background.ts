import { z } from 'zod';
import { text } from '../api/text';
import { hackathonMessages } from './messages';

/**
 * product.md §3.3 "Participant background": what the wizard asks, all optional, about the leader
 * (gender, for the organisers' analytics) and the team's skills (languages, AI experience,
 * previous hackathons), shown to organisers in the registration's detail.
 */
export const genders = ['female', 'male', 'non_binary', 'prefer_not_to_say'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  non_binary: 'Non-binary',
  prefer_not_to_say: 'Prefer not to say',
};
/** How a registration that did not say is counted. */
export const genderNotGiven = 'Not given';

export const aiExperienceLevels = ['none', 'beginner', 'intermediate', 'advanced'] as const;
export type AiExperience = (typeof aiExperienceLevels)[number];
export const aiExperienceLabels: Record<AiExperience, string> = {
  none: 'None yet',
  beginner: 'Beginner (used AI tools or APIs)',
  intermediate: 'Intermediate (built something with a model)',
  advanced: 'Advanced (trained or fine-tuned models)',
};

export const previousHackathonCounts = ['0', '1-2', '3-5', '6+'] as const;
export type PreviousHackathons = (typeof previousHackathonCounts)[number];
export const previousHackathonLabels: Record<PreviousHackathons, string> = {
  '0': 'This is my first',
  '1-2': '1–2',
  '3-5': '3–5',
  '6+': '6 or more',
};

/** Offered as choices; a participant may type others. */
export const commonProgrammingLanguages = ['Python', 'JavaScript', 'TypeScript', 'Java', 'C', 'C++', 'C#', 'Go', 'Kotlin', 'Swift', 'Dart', 'Rust', 'PHP', 'Ruby', 'SQL', 'R'] as const;
export const maxProgrammingLanguages = 10;

const isOneOf = <T extends string>(values: readonly T[]) => (value: string): value is T => (values as readonly string[]).includes(value);
export const isGender = isOneOf(genders);
export const isAiExperience = isOneOf(aiExperienceLevels);
export const isPreviousHackathons = isOneOf(previousHackathonCounts);

/** Case-insensitive duplicates and blanks removed, first spelling kept. */
export function distinctLanguages(languages: readonly string[]): string[] {
  const seen = new Set<string>();
  return languages
    .map((language) => language.trim())
    .filter((language) => {
      const key = language.toLowerCase();
      if (!language || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export const participantSkills = z.object({
  programming_languages: z
    .array(text().trim().min(1).max(40))
    .max(maxProgrammingLanguages, hackathonMessages.tooManyLanguages)
    .transform(distinctLanguages)
    .default([]),
  ai_experience: z.enum(aiExperienceLevels).optional(),
  previous_hackathons: z.enum(previousHackathonCounts).optional(),
  additional_skills: text().trim().max(500).default(''),
});
export type ParticipantSkills = z.output<typeof participantSkills>;
export const noSkills: ParticipantSkills = { programming_languages: [], additional_skills: '' };
