import { emptyResume, type Resume } from '@shared/resume/resume';

/**
 * A full resume that fills two pages in every template: every section, a Devanagari and Telugu
 * language section, links of every kind and an expired certificate. The PDF tests and the bench
 * print it.
 */
export function sampleResume(changes: Partial<Resume> = {}): Resume {
  const bullets = (...lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
  return {
    ...emptyResume(),
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha.verma@example.in',
    phone: '+91 98765 43210',
    location: 'Hyderabad, Telangana',
    linkedin: 'linkedin.com/in/asha-verma',
    github: 'https://github.com/ashaverma',
    website: 'https://ashaverma.dev',
    portfolio: '',
    jobTitle: 'Full-Stack Developer',
    summary:
      'Full-stack developer with three years of experience building fast, accessible React and Node.js applications for Indian small businesses. Cut page load times by 40% for 20,000 daily users and mentored six interns through their first production releases.',
    experiences: [
      {
        id: 'e1',
        jobTitle: 'Software Engineer',
        company: 'Zoho',
        location: 'Chennai',
        startDate: '2023-07',
        endDate: '',
        current: true,
        description: bullets(
          'Rebuilt the invoice editor in React and TypeScript, cutting time to first edit from 3.2 s to 1.1 s for 20,000 daily users',
          'Designed a PostgreSQL-backed audit log that answers compliance queries in under 200 ms',
          'Led a team of four to ship GST e-invoicing two weeks ahead of the regulatory deadline',
          'Mentored six interns; four received full-time offers',
        ),
      },
      {
        id: 'e2',
        jobTitle: 'Frontend Developer',
        company: 'Swiggy',
        location: 'Bengaluru',
        startDate: '2021-06',
        endDate: '2023-06',
        current: false,
        description: bullets(
          'Built the restaurant partner dashboard used by 150,000 restaurants across 500 cities',
          'Introduced visual regression tests that caught 35 layout bugs before release',
          'Reduced the JavaScript bundle by 38% with route-level code splitting',
        ),
      },
      {
        id: 'e3',
        jobTitle: 'Web Development Intern',
        company: 'Tata Consultancy Services',
        location: 'Hyderabad',
        startDate: '2020-12',
        endDate: '2021-05',
        current: false,
        description: bullets('Automated weekly reports with Python, saving the team 6 hours a week', 'Wrote REST endpoints for an internal leave-management tool'),
      },
    ],
    education: [
      { id: 'd1', degree: 'B.Tech in Computer Science and Engineering', institution: 'JNTU Hyderabad', location: 'Hyderabad', graduationDate: '2021-05', gpa: '8.4', description: 'Final-year project: a Telugu speech-to-text assistant for farmers.' },
      { id: 'd2', degree: 'Intermediate (MPC)', institution: 'Sri Chaitanya Junior College', location: 'Vijayawada', graduationDate: '2017-04', gpa: '96%', description: '' },
    ],
    skills: [
      { id: 's1', name: 'JavaScript', level: 5, category: 'Languages' },
      { id: 's2', name: 'TypeScript', level: 4, category: 'Languages' },
      { id: 's3', name: 'Python', level: 3, category: 'Languages' },
      { id: 's4', name: 'React', level: 5, category: 'Frameworks' },
      { id: 's5', name: 'Node.js', level: 4, category: 'Frameworks' },
      { id: 's6', name: 'Fastify', level: 3, category: 'Frameworks' },
      { id: 's7', name: 'PostgreSQL', level: 4, category: 'Technical' },
      { id: 's8', name: 'REST API design', level: 4, category: 'Technical' },
      { id: 's9', name: 'Docker', level: 3, category: 'Tools' },
      { id: 's10', name: 'Git', level: 5, category: 'Tools' },
      { id: 's11', name: 'Team leadership', level: 4, category: 'Soft Skills' },
      { id: 's12', name: 'Public speaking', level: 2, category: 'Soft Skills' },
      { id: 's13', name: 'Technical writing', level: 3, category: 'Other' },
    ],
    projects: [
      {
        id: 'p1',
        name: 'Krishi Vani',
        description: 'A voice assistant that answers farmers’ crop questions in Telugu and Hindi over a missed call.',
        technologies: ['Python', 'FastAPI', 'Whisper', 'Twilio'],
        startDate: '2020-08',
        endDate: '2021-04',
        github: 'https://github.com/ashaverma/krishi-vani',
        demo: 'https://krishivani.example.in',
        highlights: ['Answered 12,000 calls in its first pilot season', 'Won first prize at Smart India Hackathon 2020'],
      },
      {
        id: 'p2',
        name: 'Kirana Ledger',
        description: 'An offline-first bookkeeping app for neighbourhood shops, syncing when a connection returns.',
        technologies: ['React', 'IndexedDB', 'Node.js', 'PostgreSQL'],
        startDate: '2022-01',
        endDate: '2022-09',
        github: 'github.com/ashaverma/kirana-ledger',
        demo: '',
        highlights: ['Used daily by 300 shops in Vijayawada', 'Works on ₹6,000 phones with 2 GB of memory'],
      },
    ],
    certificates: [
      { id: 'c1', name: 'AWS Certified Developer – Associate', issuer: 'Amazon Web Services', date: '2022-03', expiryDate: '2025-03', credentialId: 'AWS-DVA-12345', url: 'https://aws.amazon.com/verification' },
      { id: 'c2', name: 'Meta Front-End Developer', issuer: 'Coursera', date: '2023-01', expiryDate: '', credentialId: '', url: '' },
    ],
    languages: [
      { id: 'l1', name: 'తెలుగు', proficiency: 'Native', certification: '' },
      { id: 'l2', name: 'हिन्दी', proficiency: 'Advanced', certification: 'Rashtrabhasha Praveen' },
      { id: 'l3', name: 'English', proficiency: 'Advanced', certification: 'IELTS 8.0' },
    ],
    customSections: [
      {
        id: 'x1',
        title: 'Volunteering',
        content: 'Teach web development to first-generation college students at weekend Code Clubs.',
        items: [{ id: 'x1a', title: 'Code Club Hyderabad', subtitle: 'Lead mentor', date: '2022 – now', url: 'https://codeclub.example.in', description: '- Ran 40 sessions for 120 learners' }],
      },
      {
        id: 'x2',
        title: 'Awards',
        content: '',
        items: [{ id: 'x2a', title: 'Smart India Hackathon', subtitle: 'First prize, software edition', date: '2020', url: '', description: '' }],
      },
    ],
    ...changes,
  };
}
