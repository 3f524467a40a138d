import { Avatar, Button, FileButton, Group, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { Me } from '@shared/api/auth';
import { bioMaxLength, photoTypes } from '@shared/engagement/profile';
import { IconBrandGithub, IconBrandLinkedin, IconBrandX, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { formValuesOf, toPatch, type FieldErrors, type ProfileFormValues } from './profile-form';
import { photoProblem } from './upload-photo';
import { useSaveProfile } from './use-profile-mutations';

interface Props {
  me: Me;
  onDone: () => void;
  onError: (message: string) => void;
}

/** Spec 1 §2 "Profile" edit mode: photo, display name, bio, links and visibility. */
export function ProfileEditForm({ me, onDone, onError }: Props) {
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(me));
  const [errors, setErrors] = useState<FieldErrors & { photo?: string }>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  const save = useSaveProfile();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choosePhoto = (file: File | null) => {
    if (!file) return;
    const problem = photoProblem(file);
    setErrors((e) => ({ ...e, photo: problem ?? undefined }));
    setPhoto(problem ? null : file);
  };
  const setField = <K extends 'displayName' | 'bio' | 'profileVisibility'>(key: K, value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setLink = (key: keyof ProfileFormValues['socialLinks'], value: string) => {
    setValues((v) => ({ ...v, socialLinks: { ...v.socialLinks, [key]: value } }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // Save is ignored while already saving (spec 1 §5).
    if (save.isPending) return;
    const checked = toPatch(values);
    if ('errors' in checked) return setErrors(checked.errors);
    save.mutate(
      { fields: checked.body, photo },
      { onSuccess: onDone, onError: (error) => onError(error.message || 'Failed to update profile. Please try again.') },
    );
  };

  const cancel = () => {
    setValues(formValuesOf(me));
    setPhoto(null);
    setErrors({});
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
            <Text fz="xs" c={errors.photo ? 'red' : 'dimmed'} role={errors.photo ? 'alert' : undefined}>
              {errors.photo ?? (photo ? `${photo.name} will be saved as a 512 px square.` : 'JPEG, PNG, GIF or WebP, up to 5 MB.')}
            </Text>
          </Stack>
        </Group>
        <TextInput label="Display name" value={values.displayName} onChange={(e) => setField('displayName', e.currentTarget.value)} error={errors.displayName} maxLength={80} />
        <Textarea
          label="Bio"
          description={`${values.bio.length}/${bioMaxLength}`}
          value={values.bio}
          onChange={(e) => setField('bio', e.currentTarget.value)}
          error={errors.bio}
          autosize
          minRows={3}
          maxLength={bioMaxLength}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="GitHub" placeholder="https://github.com/you" leftSection={<IconBrandGithub size={16} />} value={values.socialLinks.github} onChange={(e) => setLink('github', e.currentTarget.value)} error={errors.github} />
          <TextInput label="LinkedIn" placeholder="https://linkedin.com/in/you" leftSection={<IconBrandLinkedin size={16} />} value={values.socialLinks.linkedin} onChange={(e) => setLink('linkedin', e.currentTarget.value)} error={errors.linkedin} />
          <TextInput label="X (Twitter)" placeholder="https://x.com/you" leftSection={<IconBrandX size={16} />} value={values.socialLinks.twitter} onChange={(e) => setLink('twitter', e.currentTarget.value)} error={errors.twitter} />
        </SimpleGrid>
        <Switch
          label="Public profile"
          description="Anyone with the link can see your name, photo, bio, links, badges, streak and completed courses."
          checked={values.profileVisibility === 'public'}
          onChange={(e) => setField('profileVisibility', e.currentTarget.checked ? 'public' : 'private')}
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
