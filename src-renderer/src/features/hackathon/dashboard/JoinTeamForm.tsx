import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { teamCodeLength } from '@shared/api/hackathon-teams';
import { useState, type FormEvent } from 'react';
import { useServerText } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { useDashboardTexts } from './dashboard-texts';
import { failureText } from './failure-text';
import { useTeamMutations } from './use-team-mutations';

/** An example code, the same in every language. */
const exampleCode = 'ABC123';

/** product.md §3.5 "Teams": the code is upper-cased as typed, at most 6 characters, and Join waits for all 6. */
export function JoinTeamForm() {
  const t = useDashboardTexts();
  const serverText = useServerText();
  const { join } = useTeamMutations();
  const [code, setCode] = useState('');
  const complete = code.length === teamCodeLength;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || join.isPending) return;
    join.mutate(code, {
      onSuccess: (team) => notify({ type: 'success', title: t('team'), message: t('teamJoined', { name: team.name }) }),
      onError: (error) => notify({ type: 'error', title: t('team'), message: serverText(failureText(error, t('teamJoinFailed'))) }),
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-labelledby="join-team" noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg" id="join-team">
          {t('joinTitle')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('joinHint', { length: teamCodeLength })}
        </Text>
        <TextInput
          label={t('teamCode')}
          placeholder={exampleCode}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase().slice(0, teamCodeLength))}
          maxLength={teamCodeLength}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
        />
        <Button type="submit" disabled={!complete} loading={join.isPending} w="fit-content">
          {t('joinButton')}
        </Button>
      </Stack>
    </Paper>
  );
}
