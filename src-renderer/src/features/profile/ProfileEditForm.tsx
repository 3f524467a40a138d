import { Avatar, Button, FileButton, Group, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Me, PatchMeBody } from '@shared/api/profile';
import { profileMessages } from '@shared/profile/messages';
import { bioMaxLength, photoTypes, socialNetworks } from '@shared/profile/rules';
import { IconBrandGithub, IconBrandLinkedin, IconBrandX, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { serverFieldError } from '../../core/forms/server-field-error';
import { zodResolver } from '../../core/forms/zod-resolver';
import { useServerText } from '../../core/i18n';
import { formValuesOf, profileFields, profilePatch } from './profile-form';
import { useProfileTexts } from './profile-texts';
import { photoProblem } from './upload-photo';
import { useSaveProfile } from './use-profile-mutations';

interface Props {
  me: Me;
  onDone: () => void;
  onError: (message: string) => void;
}

/** product.md §1.2 "Profile" edit mode: photo, display name, bio, links and visibility. */
export function ProfileEditForm({ me, onDone, onError }: Props) {
  const t = useProfileTexts();
  const serverText = useServerText();
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
          if (named) form.setFieldError(named.field, serverText(named.message));
          else onError(error.message || profileMessages.updateFailed);
        },
      },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Save is ignored while already saving (product.md §1.5).
    if (save.isPending) return event.preventDefault();
    form.onSubmit(send)(event);
  };

  // The shared schema and the server word their errors in English: shown in the learner's language.
  const field = (path: (typeof profileFields)[number]) => {
    const props = form.getInputProps(path);
    return { ...props, error: typeof props.error === 'string' ? serverText(props.error) : props.error };
  };
  const inputs = {
    displayName: field('displayName'),
    bio: field('bio'),
    github: field('socialLinks.github'),
    linkedin: field('socialLinks.linkedin'),
    twitter: field('socialLinks.twitter'),
  };

  const cancel = () => {
    form.setValues(formValuesOf(me));
    form.clearErrors();
    setPhoto(null);
    setPhotoError(null);
    onDone();
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={t('editForm')} noValidate>
      <Stack gap="md">
        <Group gap="md" wrap="wrap">
          <Avatar src={preview ?? me.photoURL} size={72} radius="xl" alt="">
            {me.displayName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <FileButton onChange={choosePhoto} accept={photoTypes.join(',')}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhoto size={16} />} data-testid="choose-photo">
                  {t('changePhoto')}
                </Button>
              )}
            </FileButton>
            <Text fz="xs" c={photoError ? 'red' : 'dimmed'} role={photoError ? 'alert' : undefined}>
              {photoError ? serverText(photoError) : photo ? t('photoWillSave', { name: photo.name }) : t('photoHint')}
            </Text>
          </Stack>
        </Group>
        <TextInput label={t('displayName')} {...inputs.displayName} maxLength={80} />
        <Textarea
          label={t('bio')}
          description={`${form.values.bio.length}/${bioMaxLength}`}
          {...inputs.bio}
          autosize
          minRows={3}
          maxLength={bioMaxLength}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={socialNetworks.github.label} placeholder={t('githubPlaceholder')} leftSection={<IconBrandGithub size={16} />} {...inputs.github} />
          <TextInput
            label={socialNetworks.linkedin.label}
            placeholder={t('linkedinPlaceholder')}
            leftSection={<IconBrandLinkedin size={16} />}
            {...inputs.linkedin}
          />
          <TextInput label={socialNetworks.twitter.label} placeholder={t('twitterPlaceholder')} leftSection={<IconBrandX size={16} />} {...inputs.twitter} />
        </SimpleGrid>
        <Switch
          label={t('publicProfile')}
          description={t('publicDescription')}
          checked={form.values.profileVisibility === 'public'}
          onChange={(e) => form.setFieldValue('profileVisibility', e.currentTarget.checked ? 'public' : 'private')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('saveChanges')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
