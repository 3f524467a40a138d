import { Paper, Table, Title } from '@mantine/core';
import type { ProblemStatement } from '@shared/hackathon/event';
import { teamSizeOf, type WizardForm } from '@shared/hackathon/wizard-form';
import { formatRupees } from '@shared/plans/plans';

interface Props {
  values: WizardForm;
  problems: readonly ProblemStatement[];
  feePerPersonPaise: number;
}

/** Step 3's summary of what will be registered, with the fee of product.md §3.9 (per person). */
export function WizardSummary({ values, problems, feePerPersonPaise }: Props) {
  const size = teamSizeOf(values);
  const track = problems.find((problem) => problem.id === values.selectedTrack);
  const members = values.members.map((member) => member.name.trim()).filter((name) => name !== '');
  const rows: [string, string][] = [
    ['Team name', values.teamName.trim()],
    ['Team size', String(size)],
    ['Team lead', `${values.teamLead.name.trim()} (${values.teamLead.email.trim()})`],
    ['Members', members.length > 0 ? members.join(', ') : 'None (solo)'],
    ['Battle track', track ? `${track.id}: ${track.title}` : values.selectedTrack],
    ['Registration fee', formatRupees((size * feePerPersonPaise) / 100)],
  ];

  return (
    <Paper withBorder radius="md" p="md" data-testid="wizard-summary">
      <Title order={3} fz="md" mb="xs">
        Summary
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
