import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminRegistrationDetail } from '@shared/api/hackathon-admin';
import { useFormats } from '../../../core/format';
import { aiExperienceKeys, genderKeys, paymentKeys, previousHackathonKeys, statusKeys, useAdminTexts } from './admin-texts';
import { DetailField } from './DetailField';
import { money, paymentColors, statusColors } from './registration-display';

/** product.md §3.2.6: basic, team, technical and payment information of one registration. */
export function DetailInfo({ detail }: { detail: AdminRegistrationDetail }) {
  const t = useAdminTexts();
  const formats = useFormats();
  const when = (iso: string | null) => (iso ? formats.dateTime(iso) : '');
  const { personal_info: person, team, technical, payment } = detail;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={5}>{t('basicInfo')}</Title>
        <DetailField label={t('registrationId')}>{detail.registration_id}</DetailField>
        <DetailField label={t('status')}>
          <Badge color={statusColors[detail.status]} variant="light">
            {t(statusKeys[detail.status])}
          </Badge>
        </DetailField>
        <DetailField label={t('name')}>{person.full_name}</DetailField>
        <DetailField label={t('email')}>{person.email}</DetailField>
        <DetailField label={t('phone')}>{person.phone}</DetailField>
        <DetailField label={t('college')}>{person.college}</DetailField>
        <DetailField label={t('department')}>{person.department}</DetailField>
        <DetailField label={t('year')}>{person.year}</DetailField>
        <DetailField label={t('rollNumber')}>{person.roll_number}</DetailField>
        <DetailField label={t('gender')}>{person.gender ? t(genderKeys[person.gender]) : ''}</DetailField>
        <DetailField label={t('registered')}>{when(detail.created_at)}</DetailField>
      </Stack>
      <Stack gap={4}>
        <Title order={5}>{t('team')}</Title>
        <DetailField label={t('teamName')}>{team.team_name}</DetailField>
        <DetailField label={t('teamSize')}>{team.team_size}</DetailField>
        <DetailField label={t('teamCode')}>{team.team_code}</DetailField>
        {/* Focusable, so a keyboard can scroll the columns a phone cannot show at once. */}
        {team.team_members.length > 0 && (
          <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
            <Table fz="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('member')}</Table.Th>
                  <Table.Th>{t('email')}</Table.Th>
                  <Table.Th>{t('phone')}</Table.Th>
                  <Table.Th>{t('college')}</Table.Th>
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
            {t('joinedByCode', { people: team.joined.map((person) => `${person.name} (${person.role === 'leader' ? t('roleLeader') : t('roleMember')})`).join(', ') })}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={5}>{t('technicalInfo')}</Title>
        <DetailField label={t('problemStatement')}>{technical.problem_statement_title ?? technical.problem_statement_id}</DetailField>
        <DetailField label={t('projectIdea')}>{technical.project_idea}</DetailField>
        <DetailField label={t('expectations')}>{technical.expectations}</DetailField>
        <DetailField label={t('github')}>{technical.github}</DetailField>
        <DetailField label={t('linkedin')}>{technical.linkedin}</DetailField>
        <DetailField label={t('languages')}>{technical.skills.programming_languages.join(', ')}</DetailField>
        <DetailField label={t('aiExperience')}>{technical.skills.ai_experience ? t(aiExperienceKeys[technical.skills.ai_experience]) : ''}</DetailField>
        <DetailField label={t('previousHackathons')}>{technical.skills.previous_hackathons ? t(previousHackathonKeys[technical.skills.previous_hackathons]) : ''}</DetailField>
        <DetailField label={t('otherSkills')}>{technical.skills.additional_skills}</DetailField>
      </Stack>
      <Stack gap={4}>
        <Title order={5}>{t('paymentInfo')}</Title>
        <DetailField label={t('amount')}>{money(formats, payment.amount_paise)}</DetailField>
        <DetailField label={t('status')}>
          <Badge color={paymentColors[payment.status]} variant="outline">
            {t(paymentKeys[payment.status])}
          </Badge>
        </DetailField>
        <DetailField label={t('paymentId')}>{payment.gateway_payment_id}</DetailField>
        <DetailField label={t('orderId')}>{payment.gateway_order_id}</DetailField>
        <DetailField label={t('paidAt')}>{when(payment.paid_at)}</DetailField>
        {payment.refunded_paise > 0 && <DetailField label={t('refunded')}>{money(formats, payment.refunded_paise)}</DetailField>}
        {payment.failed_attempts > 0 && <DetailField label={t('failedAttempts')}>{payment.failed_attempts}</DetailField>}
      </Stack>
    </Stack>
  );
}
