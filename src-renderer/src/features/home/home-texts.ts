import { defineTexts } from '../../core/i18n';
// The pricing's refund terms are a payment message.
import '../payments/payment-messages-texts';

/** The home page's own words; its copy (slides, sections) is resources/home/home*.json. */
const en = {
  metaTitle: 'Kodeshala: learn to code, build, compete',
  metaDescription:
    'Beginner-friendly programming courses, a coding playground, an AI tutor in English, Hindi and Telugu, and college hackathons. Plans from ₹10.',
  highlights: 'Highlights',
  slideOf: '{{number}} of {{total}}: {{title}}',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: 'Go to slide {{number}}',
  run: 'Run',
  output: 'Output',
  toolsTitle: 'Featured tools',
  toolsSubtitle: 'Everything you need to learn, practise and get hired, in one place.',
  pathsTitle: 'Learning paths',
  pathsSubtitle: 'Follow a path from your first line of code to a portfolio project.',
  levelBeginner: 'Beginner',
  levelIntermediate: 'Intermediate',
  weeks: '{{weeks}} weeks',
  showcaseCompleted: 'Completed · {{edition}}',
  freeForever: 'Free forever: sample lessons from every course, blogs, sample projects and the community.',
  mostPopular: 'Most Popular',
  forDuration: 'for {{duration}}',
  choosePlan: 'Choose {{plan}}',
  pricesNote: 'All prices in Indian rupees, inclusive of taxes. {{refundTerms}} See the ',
  refundPolicyLink: 'refund policy',
  pricesNoteEnd: '.',
  hackathonLiveTitle: '{{event}} is live!',
  hackathonLiveMessage: '{{subtitle}}. Registration is open: form a team of up to {{max}} and join the battle.',
  viewHackathon: 'View Hackathon',
};

export type HomeKey = keyof typeof en;

export const useHomeTexts = defineTexts('home', {
  en,
  hi: async () => (await import('./locales/hi')).hi,
  te: async () => (await import('./locales/te')).te,
});
