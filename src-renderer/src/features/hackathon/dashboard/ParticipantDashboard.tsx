export function ParticipantDashboard() {
  return null;
}
