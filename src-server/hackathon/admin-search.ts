/**
 * The denormalised columns of one registration (product.md §3.9: the
 * organisers' list is searched and filtered by the database), written at registration (migration
 * 0012 filled older rows with a frozen copy of this rule).
 */
export function registrationSearchColumns(input: {
  id: string;
  teamName: string;
  leader: { name: string; email: string; college: string; department: string; year: string };
  members: readonly { name: string; email: string }[];
}) {
  const people = [input.leader, ...input.members].flatMap((person) => [person.name, person.email]);
  return {
    search_text: [input.id, input.teamName, input.leader.department, ...people].join('\n').toLowerCase(),
    college: input.leader.college,
    department: input.leader.department,
    year: input.leader.year,
    leader_name: input.leader.name,
    leader_email: input.leader.email.toLowerCase(),
  };
}

