/**
 * Section suggestions by target role and industry, for the builder's hints and quick-add chips and
 * for the offline improver's role keywords. A role is recognised from free text ("Senior
 * Frontend Developer" is frontend); anything unrecognised gets the general advice.
 */
export const roleKeys = [
  'software-engineer',
  'frontend',
  'backend',
  'data-analyst',
  'data-scientist',
  'devops',
  'product-manager',
  'designer',
  'general',
] as const;
export type RoleKey = (typeof roleKeys)[number];

export const resumeSections = ['contact', 'summary', 'experience', 'education', 'skills', 'projects', 'certificates', 'languages', 'custom'] as const;
export type ResumeSection = (typeof resumeSections)[number];

interface RoleProfile {
  title: string;
  /** Words recruiters and ATS filters look for. */
  keywords: string[];
  /** Quick-add chips for the skills step. */
  skills: string[];
  summary: string[];
  experience: string[];
  projects: string[];
  certificates: string[];
}

const roles: Record<RoleKey, RoleProfile> = {
  'software-engineer': {
    title: 'Software Engineer',
    keywords: ['data structures', 'algorithms', 'APIs', 'testing', 'Git', 'code review', 'system design', 'debugging'],
    skills: ['Java', 'Python', 'JavaScript', 'TypeScript', 'SQL', 'Git', 'Data Structures', 'Algorithms', 'REST APIs', 'Unit Testing'],
    summary: ['Name the languages you work in and the kind of software you build.', 'Mention one result you are proud of, with a number.'],
    experience: ['Start each point with what you built or changed, then the result: "Cut API response time by 40% by adding caching".', 'Mention scale: users, requests a day, size of the codebase or team.'],
    projects: ['Link the repository and a live demo for each project.', 'Say what problem the project solves and which part you wrote.'],
    certificates: ['Cloud or language certificates (AWS Cloud Practitioner, Oracle Java) help a fresher stand out.'],
  },
  frontend: {
    title: 'Frontend Developer',
    keywords: ['React', 'JavaScript', 'TypeScript', 'HTML', 'CSS', 'responsive design', 'accessibility', 'performance'],
    skills: ['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Next.js', 'Tailwind CSS', 'Redux', 'Jest', 'Figma'],
    summary: ['Say which frameworks you build interfaces with and for which users.', 'Mention accessibility or performance work if you have done any.'],
    experience: ['Show user-facing results: page load time, conversion, accessibility score, bugs fixed.', 'Name the components or screens you owned.'],
    projects: ['Link a live demo: frontend work is judged by looking at it.', 'Mention responsive layouts, accessibility and Lighthouse scores.'],
    certificates: ['Meta Front-End Developer or freeCodeCamp Responsive Web Design show structured learning.'],
  },
  backend: {
    title: 'Backend Developer',
    keywords: ['APIs', 'databases', 'SQL', 'microservices', 'caching', 'scalability', 'Node.js', 'authentication'],
    skills: ['Node.js', 'Python', 'Java', 'Spring Boot', 'Django', 'PostgreSQL', 'MongoDB', 'Redis', 'Docker', 'REST APIs'],
    summary: ['Say which languages and databases you build services with.', 'Mention the scale your services handle.'],
    experience: ['Quantify throughput, latency, uptime or cost: "Served 2 million requests a day at 99.9% uptime".', 'Name the services, queues and databases you designed.'],
    projects: ['Describe the API and data model; link the repository with a README that shows how to run it.'],
    certificates: ['A cloud certificate (AWS, Azure, Google Cloud) or a database certificate fits backend roles.'],
  },
  'data-analyst': {
    title: 'Data Analyst',
    keywords: ['SQL', 'Excel', 'dashboards', 'Power BI', 'Tableau', 'data visualisation', 'reporting', 'KPIs'],
    skills: ['SQL', 'Excel', 'Python', 'Pandas', 'Power BI', 'Tableau', 'Statistics', 'Data Cleaning', 'Google Sheets', 'Looker'],
    summary: ['Name the tools you analyse data with and the decisions your analysis supported.'],
    experience: ['Show the decision or saving your analysis led to: "Found a 12% drop-off that the team fixed".', 'Mention the size of the data and the dashboards you built.'],
    projects: ['Publish a dashboard or notebook on a real public data set and link it.'],
    certificates: ['Google Data Analytics or Microsoft Power BI Data Analyst are widely recognised.'],
  },
  'data-scientist': {
    title: 'Data Scientist',
    keywords: ['machine learning', 'Python', 'statistics', 'modelling', 'feature engineering', 'experimentation', 'SQL', 'deep learning'],
    skills: ['Python', 'Pandas', 'NumPy', 'scikit-learn', 'TensorFlow', 'PyTorch', 'SQL', 'Statistics', 'Machine Learning', 'Jupyter'],
    summary: ['Say which kinds of models you build and what they were used for.'],
    experience: ['Report model results with metrics (accuracy, AUC, error) and the business effect.', 'Mention data volume and how the model reached production.'],
    projects: ['Link notebooks or repositories; explain the data, the model and the metric you improved.'],
    certificates: ['TensorFlow Developer, or a machine learning course certificate from a known university.'],
  },
  devops: {
    title: 'DevOps Engineer',
    keywords: ['CI/CD', 'Docker', 'Kubernetes', 'cloud', 'infrastructure as code', 'monitoring', 'Linux', 'automation'],
    skills: ['Linux', 'Docker', 'Kubernetes', 'Terraform', 'AWS', 'GitHub Actions', 'Jenkins', 'Prometheus', 'Bash', 'Ansible'],
    summary: ['Say which clouds and pipelines you run, and what reliability you keep.'],
    experience: ['Quantify deployment frequency, build time, uptime or cloud cost saved.', 'Name the tools you automated with.'],
    projects: ['A repository with a working pipeline or infrastructure code shows more than a list of tools.'],
    certificates: ['AWS Solutions Architect, CKA (Kubernetes) or Terraform Associate are valued.'],
  },
  'product-manager': {
    title: 'Product Manager',
    keywords: ['roadmap', 'stakeholders', 'user research', 'metrics', 'A/B testing', 'prioritisation', 'go-to-market', 'agile'],
    skills: ['Product Strategy', 'Roadmapping', 'User Research', 'SQL', 'A/B Testing', 'Jira', 'Figma', 'Analytics', 'Stakeholder Management', 'Agile'],
    summary: ['Say which products you have shipped and for whom, with one outcome.'],
    experience: ['Lead with outcomes: adoption, revenue, retention, time saved.', 'Show the teams you worked with and the decisions you drove.'],
    projects: ['Describe a product you launched end to end: the problem, the users, the result.'],
    certificates: ['Certified Scrum Product Owner or a product management course certificate.'],
  },
  designer: {
    title: 'UI/UX Designer',
    keywords: ['user research', 'wireframes', 'prototyping', 'Figma', 'usability testing', 'design systems', 'accessibility', 'interaction design'],
    skills: ['Figma', 'Adobe XD', 'Sketch', 'Wireframing', 'Prototyping', 'User Research', 'Usability Testing', 'Design Systems', 'Illustrator', 'HTML/CSS'],
    summary: ['Say what kind of products you design and link your portfolio.'],
    experience: ['Show what changed for users: task success, conversion, support tickets.', 'Mention the research you ran and the design system you built on.'],
    projects: ['Link case studies that show the process, not only the final screens.'],
    certificates: ['Google UX Design is widely recognised.'],
  },
  general: {
    title: 'General',
    keywords: ['communication', 'teamwork', 'problem solving', 'leadership', 'results'],
    skills: ['Communication', 'Teamwork', 'Problem Solving', 'Time Management', 'Microsoft Excel', 'Leadership', 'Presentation', 'Critical Thinking'],
    summary: ['Write 2–4 sentences: who you are, what you are good at, what you are looking for.', 'Name the role you want, so the reader knows at once.'],
    experience: ['Start each point with an action verb and end with a result.', 'Use numbers wherever you can: people, money, time, percentages.'],
    projects: ['Describe the problem, what you did and what came of it.'],
    certificates: ['List certificates relevant to the role, newest first.'],
  },
};

/** Tips that hold whatever the role. */
const sectionBasics: Record<ResumeSection, string[]> = {
  contact: ['Use a professional e-mail address, ideally your name.', 'Add your LinkedIn and GitHub or portfolio links.', 'A city is enough: leave out your full address.'],
  summary: ['Keep it to 2–4 sentences (more than 50 characters).', 'Write without "I": "Frontend developer who..."'],
  experience: ['List the newest role first.', 'Use 3–5 points per role, each under two lines.'],
  education: ['List the newest degree first, with the year you graduate.', 'Add your CGPA or percentage if it is good.'],
  skills: ['List the skills the job description asks for first.', 'Group them: languages, frameworks, tools.'],
  projects: ['Pick 2–4 projects that match the role.', 'Give each its technologies and a link.'],
  certificates: ['Add the issuer and date; add the credential link so it can be checked.'],
  languages: ['Say how well you speak each language; add a certificate if you have one.'],
  custom: ['Use a custom section for awards, volunteering, publications or positions of responsibility.'],
};

/** A Map, not an object: the industry is the learner's own text, and '__proto__' must find nothing. */
const industryKeywords = new Map<string, string[]>(Object.entries({
  technology: ['scalability', 'cloud', 'agile'],
  finance: ['compliance', 'risk', 'financial reporting'],
  banking: ['compliance', 'risk', 'transactions'],
  healthcare: ['patient data', 'HIPAA', 'clinical workflows'],
  education: ['learners', 'curriculum', 'e-learning'],
  'e-commerce': ['conversion', 'checkout', 'customer experience'],
  retail: ['inventory', 'customer experience', 'supply chain'],
  consulting: ['client delivery', 'stakeholders', 'presentations'],
}));

const normalise = (value: string) => value.trim().toLowerCase();

/** The role a free-text target role names; 'general' when none is recognised. */
export function roleKeyFor(role: string): RoleKey {
  const r = normalise(role);
  if (r === '') return 'general';
  if (/front[\s-]?end|react|angular|\bui developer/.test(r)) return 'frontend';
  if (/back[\s-]?end|api developer/.test(r)) return 'backend';
  if (/data scien|machine learning|\bml\b|\bai\b/.test(r)) return 'data-scientist';
  if (/data analy|business analy|\banalyst\b|\bbi\b/.test(r)) return 'data-analyst';
  if (/devops|\bsre\b|site reliability|cloud|platform engineer|infrastructure/.test(r)) return 'devops';
  if (/product manager|product owner|\bpm\b/.test(r)) return 'product-manager';
  if (/design|\bux\b|\bui\b/.test(r)) return 'designer';
  if (/software|developer|engineer|programmer|\bsde\b|full[\s-]?stack/.test(r)) return 'software-engineer';
  return 'general';
}

/** A section name as the builder or a client writes it ("Work Experience", "skills"): one of ours, else 'custom'. */
export function sectionFor(name: string): ResumeSection {
  const n = normalise(name);
  if (/summary|objective|profile|about/.test(n)) return 'summary';
  if (/experience|work|employment|job/.test(n)) return 'experience';
  if (/education|degree|academic/.test(n)) return 'education';
  if (/skill/.test(n)) return 'skills';
  if (/project/.test(n)) return 'projects';
  if (/certif/.test(n)) return 'certificates';
  if (/language/.test(n)) return 'languages';
  if (/contact|personal/.test(n)) return 'contact';
  return 'custom';
}

export function roleKeywords(role: string, industry = ''): string[] {
  const extra = industryKeywords.get(normalise(industry)) ?? [];
  return [...new Set([...roles[roleKeyFor(role)].keywords, ...extra])];
}

export interface SectionSuggestions {
  section: ResumeSection;
  role: RoleKey;
  role_title: string;
  suggestions: string[];
  /** Words worth including for this role and industry. */
  keywords: string[];
  /** For the skills step: skills to offer as quick-add chips. */
  quick_add: string[];
}

export function sectionSuggestions(section: string, role: string, industry = ''): SectionSuggestions {
  const key = roleKeyFor(role);
  const profile = roles[key];
  const which = sectionFor(section);
  const roleTips: Partial<Record<ResumeSection, string[]>> = {
    summary: profile.summary,
    experience: profile.experience,
    projects: profile.projects,
    certificates: profile.certificates,
  };
  const industryName = industry.trim();
  const industryWords = industryKeywords.get(normalise(industryName));
  const industryTip = industryWords ? [`For ${industryName}, mention ${industryWords.join(', ')} where they are true of your work.`] : [];
  return {
    section: which,
    role: key,
    role_title: profile.title,
    suggestions: [...(roleTips[which] ?? []), ...sectionBasics[which], ...(which === 'contact' ? [] : industryTip)],
    keywords: roleKeywords(role, industry),
    quick_add: which === 'skills' ? profile.skills : [],
  };
}
