import type { Executor } from '../db/executor';
import { listMembers } from '../hackathon/team-queries';

/**
 * Whether the user is an accepted member of the hackathon team. The workspace asks team
 * membership only through this one function, so a new membership model swaps in here.
 */
export async function isTeamMember(db: Executor, teamId: string, userId: string): Promise<boolean> {
  const members = await listMembers(db, teamId);
  return members.some((member) => member.user_id === userId);
}

/** The teams the user is an accepted member of; with isTeamMember, all the workspace asks of teams. */
export async function teamIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('hackathon_team_members').select('team_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.team_id);
}

export interface ProjectAccessRow {
  team_id: string | null;
  owner_id: string | null;
  id: string;
}

/** Who may open a shared project: the team's members, or the owner and the invited addresses. */
export async function mayOpen(db: Executor, project: ProjectAccessRow, userId: string): Promise<boolean> {
  return (await openersOf(db, [project])).get(project.id)?.has(userId) ?? false;
}

/**
 * Who may open each of the projects, by project id (the one place that rule is written): checking
 * every open document again costs three queries however many are open.
 */
export async function openersOf(db: Executor, projects: ProjectAccessRow[]): Promise<Map<string, Set<string>>> {
  const teamIds = [...new Set(projects.flatMap((project) => (project.team_id === null ? [] : [project.team_id])))];
  const individual = projects.filter((project) => project.team_id === null).map((project) => project.id);
  const [teamMembers, invited] = await Promise.all([
    teamIds.length === 0 ? [] : db.selectFrom('hackathon_team_members').select(['team_id', 'user_id']).where('team_id', 'in', teamIds).execute(),
    individual.length === 0
      ? []
      : db.selectFrom('workspace_collaborators as c').innerJoin('users as u', 'u.email', 'c.email').select(['c.project_id', 'u.id as user_id']).where('c.project_id', 'in', individual).execute(),
  ]);
  const openers = new Map(projects.map((project) => [project.id, new Set(project.team_id === null && project.owner_id !== null ? [project.owner_id] : [])]));
  for (const project of projects) {
    if (project.team_id === null) continue;
    for (const row of teamMembers) if (row.team_id === project.team_id) openers.get(project.id)?.add(row.user_id);
  }
  for (const row of invited) openers.get(row.project_id)?.add(row.user_id);
  return openers;
}
