/**
 * The five resume templates (product.md §2.9): what the template chooser and its comparison guide
 * show. The PDF layouts live with the renderer's templates; these are their names and promises.
 */
export const templateIds = ['latex-modern', 'latex-classic', 'latex-tech', 'latex-executive', 'latex-academic'] as const;
export type TemplateId = (typeof templateIds)[number];
export const defaultTemplateId: TemplateId = 'latex-modern';

export interface ResumeTemplate {
  id: TemplateId;
  name: string;
  description: string;
  best_for: string[];
  features: string[];
  popular: boolean;
}

export const resumeTemplates: readonly ResumeTemplate[] = [
  {
    id: 'latex-modern',
    name: 'Modern',
    description: 'A clean single-column layout with a bold name, thin section rules and a little colour.',
    best_for: ['Software engineers', 'Fresh graduates', 'Most job applications'],
    features: ['Single column, read top to bottom by ATS software', 'Accent colour on headings', 'Skills grouped by category'],
    popular: true,
  },
  {
    id: 'latex-classic',
    name: 'Classic',
    description: 'A traditional serif layout with centred contact details and no colour.',
    best_for: ['Government and public sector', 'Banking and finance', 'Conservative industries'],
    features: ['Serif type, black on white', 'Centred header', 'Prints well in black and white'],
    popular: false,
  },
  {
    id: 'latex-tech',
    name: 'Tech',
    description: 'Puts skills and projects first, with technologies listed beside each project.',
    best_for: ['Developers', 'DevOps and data roles', 'Hackathon and internship applications'],
    features: ['Skills and projects before experience', 'Technology tags on projects', 'GitHub and demo links shown in full'],
    popular: true,
  },
  {
    id: 'latex-executive',
    name: 'Executive',
    description: 'Leads with a summary and experience, with room for achievements and numbers.',
    best_for: ['Managers and team leads', 'Product managers', 'Ten or more years of experience'],
    features: ['Prominent summary', 'Experience first, education last', 'Restrained two-tone header'],
    popular: false,
  },
  {
    id: 'latex-academic',
    name: 'Academic',
    description: 'Education first, with room for research, publications and certificates in custom sections.',
    best_for: ['Students and researchers', 'Teaching and academic posts', 'Higher-studies applications'],
    features: ['Education and GPA first', 'Custom sections for publications and awards', 'Dates aligned on the right'],
    popular: false,
  },
];

export function findTemplate(id: string): ResumeTemplate | undefined {
  return resumeTemplates.find((template) => template.id === id);
}
