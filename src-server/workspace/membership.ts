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
