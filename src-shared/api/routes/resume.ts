import { resumeMessageTable } from '../../resume/messages';
import {
  exportResumeBody,
  generateResumeBody,
  generateResumeReply,
  getResumeReply,
  improveSectionBody,
  improveSectionReply,
  saveResumeBody,
  saveResumeReply,
  suggestionsParams,
  suggestionsQuery,
  suggestionsReply,
  templatesReply,
} from '../resume';
import { route } from '../route';

const tags = ['resume'];

/**
 * The resume builder's routes (product.md §2.7 "Resume"). Templates and suggestions are public:
 * fixed advice that costs nothing and helps before signing in. Saving, improving and generating
 * need a login, each refused with the product's own words.
 */
export const resumeRoutes = {
  get: route({ method: 'GET', path: '/api/resume', access: 'user', reply: getResumeReply, tags, summary: 'The caller’s stored resume, or null when none was saved' }),
  save: route({
    method: 'PUT',
    path: '/api/resume',
    access: 'user',
    // One document: only the latest copy needs to reach the server, from the stamp it started at.
    offline: { queue: 'latest', entity: [] },
    signInMessage: resumeMessageTable.ref('loginToSave'),
    body: saveResumeBody,
    reply: saveResumeReply,
    tags,
    summary: 'Store the caller’s resume; a save whose baseUpdatedAt is not the stored copy’s answers 409 with that copy',
  }),
  templates: route({ method: 'GET', path: '/api/resume/templates', access: 'public', reply: templatesReply, tags, summary: 'The five resume templates' }),
  suggestions: route({
    method: 'GET',
    path: '/api/resume/suggestions/:section',
    access: 'public',
    params: suggestionsParams,
    query: suggestionsQuery,
    reply: suggestionsReply,
    tags,
    summary: 'Advice, keywords and quick-add skills for one section, by target role and industry',
  }),
  improveSection: route({
    method: 'POST',
    path: '/api/resume/improve-section',
    access: 'user',
    offline: 'online',
    signInMessage: resumeMessageTable.ref('loginForAi'),
    body: improveSectionBody,
    reply: improveSectionReply,
    tags,
    summary: 'Improve one section’s text with the configured model, or the offline improver',
  }),
  generate: route({
    method: 'POST',
    path: '/api/resume/generate',
    access: 'user',
    offline: 'online',
    signInMessage: resumeMessageTable.ref('loginToGenerate'),
    body: generateResumeBody,
    reply: generateResumeReply,
    tags,
    summary: 'Check a resume, optionally enhance its summary and experience, and score it',
  }),
  export: route({
    method: 'POST',
    path: '/api/resume/export',
    access: 'user',
    offline: 'online',
    signInMessage: resumeMessageTable.ref('loginToExport'),
    kind: 'download',
    body: exportResumeBody,
    tags,
    summary: 'The resume as a file: a PDF in the chosen template and paper size, our JSON, or JSON Resume',
  }),
};
