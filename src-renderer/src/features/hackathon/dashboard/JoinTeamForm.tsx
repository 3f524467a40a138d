import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { teamCodeLength } from '@shared/api/hackathon/teams';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../app/notifications/notify';
import { dashboardMessages } from './dashboard-messages';
import { failureText } from './failure-text';
import { useTeamMutations } from './use-team-mutations';

/** product.md §3.5 "Teams": the code is upper-cased as typed, at most 6 characters, and Join waits for all 6. */
export function JoinTeamForm() {
  const { join } = useTeamMutations();
  const [code, setCode] = useState('');
  const complete = code.length === teamCodeLength;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || join.isPending) return;
    join.mutate(code, {
      onSuccess: (team) => notify({ type: 'success', title: 'Team', message: dashboardMessages.teamJoined(team.name) }),
      onError: (error) => notify({ type: 'error', title: 'Team', message: failureText(error, dashboardMessages.teamJoinFailed) }),
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-labelledby="join-team" noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg" id="join-team">
          Join with a team code
        </Title>
        <Text fz="sm" c="dimmed">
          Ask your team leader for the {teamCodeLength}-character code on their Team tab.
        </Text>
        <TextInput
          label="Team code"
          placeholder="ABC123"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase().slice(0, teamCodeLength))}
          maxLength={teamCodeLength}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
        />
        <Button type="submit" disabled={!complete} loading={join.isPending} w="fit-content">
          Join team
        </Button>
      </Stack>
    </Paper>
  );
}
