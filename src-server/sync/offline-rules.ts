import type { RouteContract } from '@shared/api/route';
import { offlineRuleOf } from '@shared/offline/outbox';

/**
 * Where the route table and the outboxes disagree about offline: a signed-in write with no
 * `offline` rule, a route said to be queued or answered here that the desktop's gateway does not
 * handle, one the gateway handles whose contract says otherwise, or one the browser's outbox
 * queues whose contract does not say queue. Empty when they agree.
 */
export function offlineRuleProblems(
  table: Record<string, Record<string, RouteContract>>,
  queued: RouteContract[],
  here: RouteContract[],
  queuedInBrowser: RouteContract[] = [],
): string[] {
  const problems: string[] = [];
  const key = (contract: RouteContract) => `${contract.method} ${contract.path}`;
  const handled = (contract: RouteContract, by: RouteContract[]) => by.some((other) => key(other) === key(contract));
  for (const [feature, routes] of Object.entries(table)) {
    for (const [name, contract] of Object.entries(routes)) {
      const label = `${feature}.${name} (${contract.method} ${contract.path})`;
      const write = contract.method !== 'GET';
      const rule = offlineRuleOf(contract);
      if (write && contract.access !== 'public' && rule === undefined) problems.push(`${label} is a signed-in write with no offline rule`);
      if (rule === 'queue' && !handled(contract, queued)) problems.push(`${label} says queue, but the gateway has no queued write for it`);
      if (rule !== 'queue' && handled(contract, queued)) problems.push(`${label} is queued by the gateway, but its contract says ${rule ?? 'nothing'}`);
      if (rule === 'here' && !handled(contract, here)) problems.push(`${label} says here, but the gateway does not answer it`);
      if (rule !== 'here' && handled(contract, here)) problems.push(`${label} is answered by the gateway, but its contract says ${rule ?? 'nothing'}`);
    }
  }
  for (const contract of queuedInBrowser) {
    const rule = offlineRuleOf(contract);
    if (rule !== 'queue') problems.push(`${contract.method} ${contract.path} is queued by the browser's outbox, but its contract says ${rule ?? 'nothing'}`);
  }
  const listed = new Set(Object.values(table).flatMap((routes) => Object.values(routes).map(key)));
  for (const contract of [...queued, ...here, ...queuedInBrowser]) if (!listed.has(key(contract))) problems.push(`${contract.method} ${contract.path} is handled offline but is not in the route table`);
  return problems;
}

/** What the replay and the conflicts screen need of a queued write's declaration (optimistic.ts). */
interface DeclaredWrite {
  route: RouteContract;
  conflict?: { kind: string; lookFirst?: { read: RouteContract } };
}

/**
 * Where the queued writes' declarations cannot work: a route declared twice, a conflict kind the
 * conflicts screen shows that no write meets (or two do: choosing "mine" sends it again by that
 * write's route), one it does not know, or a copy looked at first through a route that is not a
 * read. Empty when they can.
 */
export function queuedWriteProblems(writes: DeclaredWrite[], conflictKinds: readonly string[]): string[] {
  const problems: string[] = [];
  const key = (contract: RouteContract) => `${contract.method} ${contract.path}`;
  const seen = new Set<string>();
  for (const write of writes) {
    if (seen.has(key(write.route))) problems.push(`${key(write.route)} is declared twice`);
    seen.add(key(write.route));
    const conflict = write.conflict;
    if (conflict && !conflictKinds.includes(conflict.kind)) problems.push(`${key(write.route)} meets ${conflict.kind} conflicts, which the conflicts screen does not show`);
    if (conflict?.lookFirst && conflict.lookFirst.read.method !== 'GET') problems.push(`${key(write.route)} looks at the platform's copy through ${key(conflict.lookFirst.read)}, which is not a read`);
  }
  for (const kind of conflictKinds) {
    const meeting = writes.filter((write) => write.conflict?.kind === kind).map((write) => key(write.route));
    if (meeting.length === 0) problems.push(`no queued write meets ${kind} conflicts, so keeping this computer's copy cannot send it`);
    if (meeting.length > 1) problems.push(`${kind} conflicts are met by ${meeting.join(' and ')}: keeping this computer's copy needs one`);
  }
  return problems;
}
