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
  if (project.team_id !== null) return isTeamMember(db, project.team_id, userId);
  if (project.owner_id === userId) return true;
  const invited = await db
    .selectFrom('workspace_collaborators as c')
    .innerJoin('users as u', 'u.email', 'c.email')
    .select('c.email')
    .where('c.project_id', '=', project.id)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return invited !== undefined;
}

/**
 * Who may open each of the projects, by project id: `mayOpen` for many projects in three queries,
 * so checking every open document again costs the same however many are open.
 */
export async function openersOf(db: Executor, projects: ProjectAccessRow[]): Promise<Map<string, Set<string>>> {
  const openers = new Map(projects.map((project) => [project.id, new Set<string>()]));
  const teamIds = [...new Set(projects.flatMap((project) => (project.team_id === null ? [] : [project.team_id])))];
  const individual = projects.filter((project) => project.team_id === null).map((project) => project.id);
  const [teamMembers, invited] = await Promise.all([
    teamIds.length === 0 ? [] : db.selectFrom('hackathon_team_members').select(['team_id', 'user_id']).where('team_id', 'in', teamIds).execute(),
    individual.length === 0
      ? []
      : db.selectFrom('workspace_collaborators as c').innerJoin('users as u', 'u.email', 'c.email').select(['c.project_id', 'u.id as user_id']).where('c.project_id', 'in', individual).execute(),
  ]);
  const membersOfTeam = new Map<string, string[]>();
  for (const row of teamMembers) membersOfTeam.set(row.team_id, [...(membersOfTeam.get(row.team_id) ?? []), row.user_id]);
  for (const project of projects) {
    const users = openers.get(project.id);
    if (!users) continue;
    if (project.team_id !== null) for (const userId of membersOfTeam.get(project.team_id) ?? []) users.add(userId);
    else if (project.owner_id !== null) users.add(project.owner_id);
  }
  for (const row of invited) openers.get(row.project_id)?.add(row.user_id);
  return openers;
}
