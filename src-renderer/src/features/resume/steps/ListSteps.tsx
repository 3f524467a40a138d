import { certificateSchema, educationSchema, experienceSchema, isCertificateExpired, languageSchema, projectSchema } from '@shared/resume/resume';
import { ExpiredBadge, ListStep } from '../ListStep';
import { useResumeTexts } from '../resume-texts';
import { blankCertificate, blankEducation, blankExperience, blankLanguage, blankProject } from '../resume-draft';

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · ');
const today = () => new Date().toISOString().slice(0, 10);

/** Step 3 (product.md §2.5: an entry needs a job title and a company). */
export function ExperienceStep() {
  const t = useResumeTexts();
  return (
    <ListStep list="experiences" noun={t('nounExperience')} schema={experienceSchema} blank={blankExperience} headline={(e) => joined(e.jobTitle, e.company)} emptyText={t('emptyExperience')} optimize={{ section: 'experience', field: 'description' }} />
  );
}

/** Step 4 (a degree and an institution). */
export function EducationStep() {
  const t = useResumeTexts();
  return (
    <ListStep list="education" noun={t('nounEducation')} schema={educationSchema} blank={blankEducation} headline={(e) => joined(e.degree, e.institution)} emptyText={t('emptyEducation')} optimize={{ section: 'education', field: 'description' }} />
  );
}

/** Step 6 (a name and a description). */
export function ProjectsStep() {
  const t = useResumeTexts();
  return (
    <ListStep list="projects" noun={t('nounProject')} schema={projectSchema} blank={blankProject} headline={(p) => p.name} emptyText={t('emptyProjects')} optimize={{ section: 'projects', field: 'description' }} />
  );
}

/** Step 7 (a name and an issuer); one past its expiry date is marked (product.md §2.4). */
export function CertificatesStep() {
  const t = useResumeTexts();
  return (
    <ListStep
      list="certificates"
      noun={t('nounCertificate')}
      schema={certificateSchema}
      blank={blankCertificate}
      headline={(c) => joined(c.name, c.issuer)}
      marks={(c) => (isCertificateExpired(c, today()) ? <ExpiredBadge /> : null)}
      emptyText={t('emptyCertificates')}
    />
  );
}

/** Step 8 (a name). */
export function LanguagesStep() {
  const t = useResumeTexts();
  return (
    <ListStep list="languages" noun={t('nounLanguage')} schema={languageSchema} blank={blankLanguage} headline={(l) => joined(l.name, l.proficiency)} emptyText={t('emptyLanguages')} />
  );
}
