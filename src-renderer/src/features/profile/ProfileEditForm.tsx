import { Avatar, Button, FileButton, Group, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Me, PatchMeBody } from '@shared/api/profile';
import { bioMaxLength, photoTypes } from '@shared/profile/rules';
import { IconBrandGithub, IconBrandLinkedin, IconBrandX, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { serverFieldError } from '../../app/forms/server-field-error';
import { zodResolver } from '../../app/forms/zod-resolver';
import { formValuesOf, profileFields, profilePatch } from './profile-form';
import { photoProblem } from './upload-photo';
import { useSaveProfile } from './use-profile-mutations';

interface Props {
  me: Me;
  onDone: () => void;
  onError: (message: string) => void;
}

/** product.md §1.2 "Profile" edit mode: photo, display name, bio, links and visibility. */
export function ProfileEditForm({ me, onDone, onError }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: formValuesOf(me),
    validate: zodResolver(profilePatch),
    // Only called once the values are valid.
    transformValues: (values): PatchMeBody => profilePatch.parse(values),
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  const save = useSaveProfile();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choosePhoto = (file: File | null) => {
    if (!file) return;
    const problem = photoProblem(file);
    setPhotoError(problem);
    setPhoto(problem ? null : file);
  };

  const send = (fields: PatchMeBody) =>
    save.mutate(
      { fields, photo },
      {
        onSuccess: onDone,
        onError: (error) => {
          const named = serverFieldError(error, profileFields);
          if (named) form.setFieldError(named.field, named.message);
          else onError(error.message || 'Failed to update profile. Please try again.');
        },
      },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Save is ignored while already saving (product.md §1.5).
    if (save.isPending) return event.preventDefault();
    form.onSubmit(send)(event);
  };

  const cancel = () => {
    form.setValues(formValuesOf(me));
    form.clearErrors();
    setPhoto(null);
    setPhotoError(null);
    onDone();
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label="Edit profile" noValidate>
      <Stack gap="md">
        <Group gap="md" wrap="wrap">
          <Avatar src={preview ?? me.photoURL} size={72} radius="xl" alt="">
            {me.displayName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <FileButton onChange={choosePhoto} accept={photoTypes.join(',')}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhoto size={16} />} data-testid="choose-photo">
                  Change photo
                </Button>
              )}
            </FileButton>
            <Text fz="xs" c={photoError ? 'red' : 'dimmed'} role={photoError ? 'alert' : undefined}>
              {photoError ?? (photo ? `${photo.name} will be saved as a 512 px square.` : 'JPEG, PNG, GIF or WebP, up to 5 MB.')}
            </Text>
          </Stack>
        </Group>
        <TextInput label="Display name" {...form.getInputProps('displayName')} maxLength={80} />
        <Textarea
          label="Bio"
          description={`${form.values.bio.length}/${bioMaxLength}`}
          {...form.getInputProps('bio')}
          autosize
          minRows={3}
          maxLength={bioMaxLength}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="GitHub" placeholder="https://github.com/you" leftSection={<IconBrandGithub size={16} />} {...form.getInputProps('socialLinks.github')} />
          <TextInput label="LinkedIn" placeholder="https://linkedin.com/in/you" leftSection={<IconBrandLinkedin size={16} />} {...form.getInputProps('socialLinks.linkedin')} />
          <TextInput label="X (Twitter)" placeholder="https://x.com/you" leftSection={<IconBrandX size={16} />} {...form.getInputProps('socialLinks.twitter')} />
        </SimpleGrid>
        <Switch
          label="Public profile"
          description="Anyone with the link can see your name, photo, bio, links, badges, streak and completed courses."
          checked={form.values.profileVisibility === 'public'}
          onChange={(e) => form.setFieldValue('profileVisibility', e.currentTarget.checked ? 'public' : 'private')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
