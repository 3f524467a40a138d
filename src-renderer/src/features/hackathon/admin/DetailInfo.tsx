import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminRegistrationDetail } from '@shared/api/hackathon/admin';
import { aiExperienceLabels, genderLabels, previousHackathonLabels } from '@shared/hackathon/participant-background';
import { DetailField } from './DetailField';
import { paymentColors, rupees, statusColors, statusLabel } from './registration-display';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN') : '');

/** product.md §3.2.6: basic, team, technical and payment information of one registration. */
export function DetailInfo({ detail }: { detail: AdminRegistrationDetail }) {
  const { personal_info: person, team, technical, payment } = detail;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={5}>Basic info</Title>
        <DetailField label="Registration id">{detail.registration_id}</DetailField>
        <DetailField label="Status">
          <Badge color={statusColors[detail.status]} variant="light">
            {statusLabel(detail.status)}
          </Badge>
        </DetailField>
        <DetailField label="Name">{person.full_name}</DetailField>
        <DetailField label="Email">{person.email}</DetailField>
        <DetailField label="Phone">{person.phone}</DetailField>
        <DetailField label="College">{person.college}</DetailField>
        <DetailField label="Department">{person.department}</DetailField>
        <DetailField label="Year">{person.year}</DetailField>
        <DetailField label="Roll number">{person.roll_number}</DetailField>
        <DetailField label="Gender">{person.gender ? genderLabels[person.gender] : ''}</DetailField>
        <DetailField label="Registered">{when(detail.created_at)}</DetailField>
      </Stack>
      <Stack gap={4}>
        <Title order={5}>Team</Title>
        <DetailField label="Team name">{team.team_name}</DetailField>
        <DetailField label="Team size">{team.team_size}</DetailField>
        <DetailField label="Team code">{team.team_code}</DetailField>
        {team.team_members.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table fz="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>College</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.team_members.map((member) => (
                  <Table.Tr key={member.email}>
                    <Table.Td>{member.name}</Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>{member.phone}</Table.Td>
                    <Table.Td>{member.college}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {team.joined.length > 0 && (
          <Text fz="sm" c="dimmed">
            Joined by code: {team.joined.map((person) => `${person.name} (${person.role})`).join(', ')}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={5}>Technical info</Title>
        <DetailField label="Problem statement">{technical.problem_statement_title ?? technical.problem_statement_id}</DetailField>
        <DetailField label="Project idea">{technical.project_idea}</DetailField>
        <DetailField label="Expectations">{technical.expectations}</DetailField>
        <DetailField label="GitHub">{technical.github}</DetailField>
        <DetailField label="LinkedIn">{technical.linkedin}</DetailField>
        <DetailField label="Languages">{technical.skills.programming_languages.join(', ')}</DetailField>
        <DetailField label="AI experience">{technical.skills.ai_experience ? aiExperienceLabels[technical.skills.ai_experience] : ''}</DetailField>
        <DetailField label="Previous hackathons">{technical.skills.previous_hackathons ? previousHackathonLabels[technical.skills.previous_hackathons] : ''}</DetailField>
        <DetailField label="Other skills">{technical.skills.additional_skills}</DetailField>
      </Stack>
      <Stack gap={4}>
        <Title order={5}>Payment info</Title>
        <DetailField label="Amount">{rupees(payment.amount_paise)}</DetailField>
        <DetailField label="Status">
          <Badge color={paymentColors[payment.status]} variant="outline">
            {payment.status}
          </Badge>
        </DetailField>
        <DetailField label="Payment id">{payment.gateway_payment_id}</DetailField>
        <DetailField label="Order id">{payment.gateway_order_id}</DetailField>
        <DetailField label="Paid at">{when(payment.paid_at)}</DetailField>
        {payment.refunded_paise > 0 && <DetailField label="Refunded">{rupees(payment.refunded_paise)}</DetailField>}
        {payment.failed_attempts > 0 && <DetailField label="Failed attempts">{payment.failed_attempts}</DetailField>}
      </Stack>
    </Stack>
  );
}
