import { certificateSchema, educationSchema, experienceSchema, isCertificateExpired, languageSchema, projectSchema } from '@shared/resume/resume';
import { ExpiredBadge, ListStep } from '../ListStep';
import { blankCertificate, blankEducation, blankExperience, blankLanguage, blankProject } from '../resume-draft';

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · ');
const today = () => new Date().toISOString().slice(0, 10);

/** Step 3 (product.md §2.5: an entry needs a job title and a company). */
export const ExperienceStep = () => (
  <ListStep list="experiences" noun="Experience" schema={experienceSchema} blank={blankExperience} headline={(e) => joined(e.jobTitle, e.company)} emptyText="No experience yet. Internships, freelance work and teaching assistantships count." />
);

/** Step 4 (a degree and an institution). */
export const EducationStep = () => (
  <ListStep list="education" noun="Education" schema={educationSchema} blank={blankEducation} headline={(e) => joined(e.degree, e.institution)} emptyText="No education yet." />
);

/** Step 6 (a name and a description). */
export const ProjectsStep = () => (
  <ListStep list="projects" noun="Project" schema={projectSchema} blank={blankProject} headline={(p) => p.name} emptyText="No projects yet. College, hackathon and personal projects all count." />
);

/** Step 7 (a name and an issuer); one past its expiry date is marked (product.md §2.4). */
export const CertificatesStep = () => (
  <ListStep
    list="certificates"
    noun="Certificate"
    schema={certificateSchema}
    blank={blankCertificate}
    headline={(c) => joined(c.name, c.issuer)}
    marks={(c) => (isCertificateExpired(c, today()) ? <ExpiredBadge /> : null)}
    emptyText="No certificates yet."
  />
);

/** Step 8 (a name). */
export const LanguagesStep = () => (
  <ListStep list="languages" noun="Language" schema={languageSchema} blank={blankLanguage} headline={(l) => joined(l.name, l.proficiency)} emptyText="No languages yet." />
);
