import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { replaceMemberBody, type ReplaceMemberInput } from '@shared/api/hackathon-invitations';
import type { RegistrationMember, RegistrationSummary } from '@shared/api/hackathon-registration';
import type { MemberState } from '@shared/hackathon/membership';
import { useState, type FormEvent } from 'react';
import { zodResolver } from '../../../core/forms/zod-resolver';
import { useServerText } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { useInputProps } from '../use-error-text';
import { failureText } from './failure-text';
import { memberStateKeys, useMembershipTexts } from './membership-texts';
import { useMembershipMutations } from './use-membership';

const stateColors: Record<MemberState, string> = {
  invited: 'yellow',
  accepted: 'blue',
  declined: 'red',
  paid: 'teal',
  removed: 'gray',
  expired: 'gray',
};

const holding = (state: MemberState) => state === 'invited' || state === 'accepted' || state === 'paid';

/**
 * product.md §3.4 "Members and invitations": the leader's declared members, each with where they
 * stand, and the leader's changes: remove one, invite someone in place of one who declined or was
 * removed, and give the team a new code. Each asks first; the server mails and audits it.
 */
export function DeclaredMembers({ registration }: { registration: RegistrationSummary }) {
  const t = useMembershipTexts();
  const serverText = useServerText();
  const { remove, newCode } = useMembershipMutations();
  const [removing, setRemoving] = useState<RegistrationMember | null>(null);
  const [replacing, setReplacing] = useState<RegistrationMember | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  const active = registration.expired_at === null && ['pending_payment', 'confirmed', 'waitlisted'].includes(registration.status);
  const failed = (error: Error) => notify({ type: 'error', title: t('teamTitle'), message: serverText(failureText(error, t('changeFailed'))) });
  const registrationId = registration.registration_id;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="declared-members" data-testid="hackathon-declared-members">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="declared-members">
            {t('declaredTitle')}
          </Title>
          {active && (
            <Button size="xs" variant="default" onClick={() => setCodeAsked(true)}>
              {t('newCode')}
            </Button>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('declaredHint')}
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {registration.members.map((member) => (
            <Group key={member.invitation_id} component="li" justify="space-between" gap="sm" wrap="wrap" data-testid="hackathon-declared-member">
              <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text fw={600} truncate>
                  {member.name}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {member.email}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Badge color={stateColors[member.state]} variant="light" data-testid="hackathon-member-state">
                  {t(memberStateKeys[member.state])}
                </Badge>
                {active && holding(member.state) && (
                  <Button size="compact-sm" variant="subtle" color="red" aria-label={t('removeWho', { name: member.name })} onClick={() => setRemoving(member)}>
                    {t('remove')}
                  </Button>
                )}
                {active && (member.state === 'declined' || member.state === 'removed') && (
                  <Button size="compact-sm" variant="light" aria-label={t('replaceWho', { name: member.name })} onClick={() => setReplacing(member)}>
                    {t('replace')}
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('remove')} centered>
        <Stack gap="md">
          <Text>{t('confirmRemove', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(
                  { registrationId, invitationId: removing.invitation_id },
                  { onSuccess: () => notify({ type: 'success', title: t('teamTitle'), message: t('memberChanged') }), onError: failed, onSettled: () => setRemoving(null) },
                )
              }
            >
              {t('remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={codeAsked} onClose={() => setCodeAsked(false)} title={t('newCode')} centered>
        <Stack gap="md">
          <Text>{t('confirmNewCode')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCodeAsked(false)}>
              {t('cancel')}
            </Button>
            <Button
              loading={newCode.isPending}
              onClick={() =>
                newCode.mutate(registrationId, {
                  onSuccess: (reply) => notify({ type: 'success', title: t('teamTitle'), message: t('codeChangedText', { code: reply.data.code }) }),
                  onError: failed,
                  onSettled: () => setCodeAsked(false),
                })
              }
            >
              {t('newCode')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      {replacing && <ReplaceForm registrationId={registrationId} member={replacing} onClose={() => setReplacing(null)} />}
    </Paper>
  );
}

const emptyMember = (): ReplaceMemberInput => ({ name: '', email: '', phone: '', college: '' });

function ReplaceForm({ registrationId, member, onClose }: { registrationId: string; member: RegistrationMember; onClose: () => void }) {
  const t = useMembershipTexts();
  const serverText = useServerText();
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const { replace } = useMembershipMutations();
  const form = useForm<ReplaceMemberInput>({ mode: 'controlled', initialValues: emptyMember(), validate: zodResolver(replaceMemberBody) });
  const inputProps = useInputProps(form);
  // Worked out before the markup so the field names are not read as words on screen.
  const fields = { name: inputProps('name'), email: inputProps('email'), phone: inputProps('phone'), college: inputProps('college') };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate().hasErrors) return;
    replace.mutate(
      { registrationId, invitationId: member.invitation_id, member: form.getValues() },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('teamTitle'), message: t('memberChanged') });
          onClose();
        },
        onError: (error) => notify({ type: 'error', title: t('teamTitle'), message: serverText(failureText(error, t('changeFailed'))) }),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('replaceTitle', { name: member.name })} centered fullScreen={narrow}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('memberName')} required autoComplete="off" data-autofocus {...fields.name} />
            <TextInput label={t('memberEmail')} required type="email" autoComplete="off" {...fields.email} />
            <TextInput label={t('memberPhone')} required type="tel" autoComplete="off" {...fields.phone} />
            <TextInput label={t('memberCollege')} required autoComplete="off" {...fields.college} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={replace.isPending}>
              {t('sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
