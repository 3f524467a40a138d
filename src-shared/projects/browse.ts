import type { ProjectCategory, ProjectSort, ProjectStatus } from './meta';

/** What the Projects screen needs of a project to search, filter, sort and count it. */
export interface BrowsableProject {
  name: string;
  description: string;
  category: ProjectCategory;
  status: ProjectStatus;
  technologies: readonly string[];
  stars: number;
  updatedAt: string;
}

export interface ProjectView {
  search: string;
  category: ProjectCategory | 'all';
  status: ProjectStatus | 'all';
  sort: ProjectSort;
}

const byName = (a: BrowsableProject, b: BrowsableProject) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

const sorters: Record<ProjectSort, (a: BrowsableProject, b: BrowsableProject) => number> = {
  updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt) || byName(a, b),
  stars: (a, b) => b.stars - a.stars || b.updatedAt.localeCompare(a.updatedAt) || byName(a, b),
  name: byName,
};

/** The search matches the name, the description or a technology, ignoring case. */
export function browseProjects<P extends BrowsableProject>(projects: readonly P[], view: ProjectView): P[] {
  const words = view.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return projects
    .filter((p) => view.category === 'all' || p.category === view.category)
    .filter((p) => view.status === 'all' || p.status === view.status)
    .filter((p) => {
      const haystack = [p.name, p.description, ...p.technologies].join(' ').toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort(sorters[view.sort]);
}

/** The four stats of the Projects screen (product.md §2.2), over all of the learner's projects. */
export function projectStats(projects: readonly BrowsableProject[]) {
  return {
    total: projects.length,
    completed: projects.filter((p) => p.status === 'Completed').length,
    inProgress: projects.filter((p) => p.status === 'In Progress').length,
    stars: projects.reduce((sum, p) => sum + p.stars, 0),
  };
}
