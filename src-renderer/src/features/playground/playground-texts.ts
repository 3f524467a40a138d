import { defineTexts } from '../../core/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';
// The playground's, its file rules' and the runner's refusals.
import './playground-messages-texts';
// The GitHub save and load refusals, and the GitHub status's reasons.
import '../github/github-texts';

export const usePlaygroundTexts = defineTexts('playground', { en, hi, te });
export type PlaygroundTranslate = ReturnType<typeof usePlaygroundTexts>;
