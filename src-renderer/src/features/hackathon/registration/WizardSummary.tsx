import { Paper, Table, Title } from '@mantine/core';
import type { ProblemStatement } from '@shared/hackathon/event';
import { teamSizeOf, type WizardForm } from '@shared/hackathon/wizard-form';
import { useFormats } from '../../../core/format';
import { useAuth } from '../../auth/auth-context';
import { useWizardTexts } from './wizard-texts';

interface Props {
  values: WizardForm;
  problems: readonly ProblemStatement[];
  feePerPersonPaise: number;
}

/** Step 3's summary of what will be registered, with the fee of product.md §3.9 (per person). */
export function WizardSummary({ values, problems, feePerPersonPaise }: Props) {
  const t = useWizardTexts();
  const formats = useFormats();
  // The leader's e-mail is the account's (product.md §3.3); a visitor signs in before registering.
  const { user } = useAuth();
  const size = teamSizeOf(values);
  const track = problems.find((problem) => problem.id === values.selectedTrack);
  const members = values.members.map((member) => member.name.trim()).filter((name) => name !== '');
  const rows: [string, string][] = [
    [t('teamName'), values.teamName.trim()],
    [t('teamSize'), String(size)],
    [t('teamLead'), user ? `${values.teamLead.name.trim()} (${user.email})` : values.teamLead.name.trim()],
    [t('members'), members.length > 0 ? members.join(', ') : t('noneSolo')],
    [t('battleTrack'), track ? `${track.id}: ${track.title}` : values.selectedTrack],
    [t('fee'), formats.rupees((size * feePerPersonPaise) / 100)],
  ];

  return (
    <Paper withBorder radius="md" p="md" data-testid="wizard-summary">
      <Title order={3} fz="md" mb="xs">
        {t('summary')}
      </Title>
      <Table variant="vertical" layout="fixed" withRowBorders>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 110, sm: 160 }}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
