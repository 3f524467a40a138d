import { describe, expect, it } from 'vitest';
import { browseProjects, projectStats, type BrowsableProject, type ProjectView } from './browse';

const project = (name: string, extra: Partial<BrowsableProject> = {}): BrowsableProject => ({
  name,
  description: '',
  category: 'frontend',
  status: 'In Progress',
  technologies: [],
  stars: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const all: ProjectView = { search: '', category: 'all', status: 'all', sort: 'updated' };

const projects = [
  project('weather app', { stars: 2, updatedAt: '2026-03-01T00:00:00.000Z', technologies: ['React'] }),
  project('API server', { category: 'backend', status: 'Completed', stars: 5, updatedAt: '2026-01-01T00:00:00.000Z' }),
  project('Birthday card', { description: 'A card for Amma', status: 'Planning', stars: 2, updatedAt: '2026-02-01T00:00:00.000Z' }),
];

describe('browseProjects', () => {
  it('sorts by last update, by stars (then update) and by name ignoring case', () => {
    expect(browseProjects(projects, all).map((p) => p.name)).toEqual(['weather app', 'Birthday card', 'API server']);
    expect(browseProjects(projects, { ...all, sort: 'stars' }).map((p) => p.name)).toEqual(['API server', 'weather app', 'Birthday card']);
    expect(browseProjects(projects, { ...all, sort: 'name' }).map((p) => p.name)).toEqual(['API server', 'Birthday card', 'weather app']);
  });

  it('searches the name, the description and the technologies, every word', () => {
    expect(browseProjects(projects, { ...all, search: 'amma' }).map((p) => p.name)).toEqual(['Birthday card']);
    expect(browseProjects(projects, { ...all, search: 'react WEATHER' }).map((p) => p.name)).toEqual(['weather app']);
    expect(browseProjects(projects, { ...all, search: 'rust' })).toEqual([]);
  });

  it('filters by category and by status', () => {
    expect(browseProjects(projects, { ...all, category: 'backend' }).map((p) => p.name)).toEqual(['API server']);
    expect(browseProjects(projects, { ...all, status: 'Planning' }).map((p) => p.name)).toEqual(['Birthday card']);
    expect(browseProjects(projects, { ...all, category: 'backend', status: 'Planning' })).toEqual([]);
  });

  it('leaves the list it was given in its order', () => {
    const input = [...projects];
    browseProjects(input, { ...all, sort: 'name' });
    expect(input).toEqual(projects);
  });
});

describe('projectStats', () => {
  it('counts all projects, the completed, the in-progress and the stars', () => {
    expect(projectStats(projects)).toEqual({ total: 3, completed: 1, inProgress: 1, stars: 9 });
    expect(projectStats([])).toEqual({ total: 0, completed: 0, inProgress: 0, stars: 0 });
  });
});
