/** product.md §2.4 and the old Projects screen: the four statuses, the six categories, the three sorts. */
export const projectStatuses = ['Completed', 'In Progress', 'Planning', 'On Hold'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projectCategories = ['frontend', 'backend', 'mobile', 'data', 'ai', 'devops'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export const categoryLabels: Record<ProjectCategory, string> = {
  frontend: 'Frontend',
  backend: 'Backend',
  mobile: 'Mobile',
  data: 'Data',
  ai: 'AI',
  devops: 'DevOps',
};

export const projectSorts = ['updated', 'stars', 'name'] as const;
export type ProjectSort = (typeof projectSorts)[number];

export const sortLabels: Record<ProjectSort, string> = { updated: 'Recently Updated', stars: 'Most Starred', name: 'Name A-Z' };

export const maxTechnologies = 15;
export const maxTechnologyLength = 40;
export const maxDescriptionLength = 500;

