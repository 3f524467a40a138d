import { addServerMessages, defineTexts } from '../../app/i18n';

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

addServerMessages({
  hi: {
    'The 48-hour battle of builders': 'बनाने वालों का 48 घंटे का मुकाबला',
    '30-day money-back guarantee on your first premium subscription while less than 20% of the premium content is used; other payments can be refunded within 7 days.':
      'पहले प्रीमियम सब्सक्रिप्शन पर 30 दिन की मनी-बैक गारंटी, जब तक प्रीमियम कंटेंट का 20% से कम इस्तेमाल हुआ हो; बाकी पेमेंट 7 दिन के अंदर रिफ़ंड हो सकते हैं।',
  },
  te: {
    'The 48-hour battle of builders': 'తయారుచేసేవాళ్ళ 48 గంటల యుద్ధం',
    '30-day money-back guarantee on your first premium subscription while less than 20% of the premium content is used; other payments can be refunded within 7 days.':
      'మొదటి ప్రీమియం సబ్‌స్క్రిప్షన్‌కి, ప్రీమియం కంటెంట్‌లో 20% కంటే తక్కువ వాడినంత వరకు 30 రోజుల మనీ-బ్యాక్ గ్యారంటీ; మిగతా పేమెంట్లు 7 రోజుల్లోగా రీఫండ్ చేయవచ్చు.',
  },
});
