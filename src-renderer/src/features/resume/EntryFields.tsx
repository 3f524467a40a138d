import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { skillLevelName } from '@shared/resume/resume';
import { useState } from 'react';
import { splitCommas, splitLines, type EntryField } from './entry-fields';
import { optionKey, useResumeTexts } from './resume-texts';

const checkbox = 'checkbox';

interface Props {
  fields: EntryField[];
  /** The form's binding for one of the entry's keys. */
  inputProps: (key: string, type?: 'checkbox') => GetInputPropsReturnType;
  /** Names the inputs apart when many entries are on screen ("Job title of entry 2"). */
  labelSuffix?: string;
}

/** One entry's inputs, for the Add form and for an entry edited in place alike. */
export function EntryFields({ fields, inputProps, labelSuffix = '' }: Props) {
  const t = useResumeTexts();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {fields.map((field) => (
        <div key={field.key} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
          <FieldInput field={field} inputProps={inputProps} label={t(field.label)} ariaLabel={`${t(field.label)}${labelSuffix}`} />
        </div>
      ))}
    </SimpleGrid>
  );
}

interface FieldProps {
  field: EntryField;
  inputProps: Props['inputProps'];
  label: string;
  ariaLabel: string;
}

function FieldInput({ field, inputProps, label, ariaLabel }: FieldProps) {
  const t = useResumeTexts();
  const common = { label, 'aria-label': ariaLabel, withAsterisk: field.required, placeholder: field.hint ? t(field.hint) : field.placeholder };
  switch (field.kind) {
    case 'checkbox':
      return <Checkbox mt={{ sm: 30 }} {...inputProps(field.key, checkbox)} label={label} aria-label={ariaLabel} />;
    case 'textarea':
      return <Textarea autosize minRows={3} maxRows={10} {...common} {...inputProps(field.key)} />;
    case 'month':
      return <TextInput type="month" {...common} {...inputProps(field.key)} />;
    case 'url':
      return <TextInput type="url" {...common} {...inputProps(field.key)} />;
    case 'select':
      return <Select data={(field.options ?? []).map((value) => ({ value, label: t(optionKey(value)) }))} allowDeselect={false} {...common} {...inputProps(field.key)} />;
    case 'level': {
      const props = inputProps(field.key);
      const level = Number(props.value);
      return (
        <Select
          {...common}
          data={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} - ${t(optionKey(skillLevelName(n)))}` }))}
          allowDeselect={false}
          value={String(level)}
          onChange={(value) => props.onChange(Number(value ?? 3))}
          error={props.error}
        />
      );
    }
    case 'comma-list':
      return <ListText {...common} multiline={false} inputProps={inputProps(field.key)} split={splitCommas} join=", " />;
    case 'line-list':
      return <ListText {...common} multiline inputProps={inputProps(field.key)} split={splitLines} join={'\n'} />;
    default:
      return <TextInput {...common} {...inputProps(field.key)} />;
  }
}

interface ListTextProps {
  label: string;
  'aria-label': string;
  placeholder?: string;
  multiline: boolean;
  inputProps: GetInputPropsReturnType;
  split: (value: string) => string[];
  join: string;
}

/**
 * A list typed as text (technologies comma-separated, highlights one per line): the text stays as
 * typed while the field has focus, so a trailing comma or a new line survives, and every keystroke
 * still reaches the form as the list it reads as.
 */
function ListText({ inputProps, split, join, multiline, ...rest }: ListTextProps) {
  const list = Array.isArray(inputProps.value) ? (inputProps.value as string[]) : [];
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? list.join(join);
  const change = (text: string) => {
    setDraft(text);
    inputProps.onChange(split(text));
  };
  const blur = () => setDraft(null);
  const error = inputProps.error as React.ReactNode;
  return multiline ? (
    <Textarea autosize minRows={2} {...rest} value={value} error={error} onChange={(e) => change(e.currentTarget.value)} onBlur={blur} />
  ) : (
    <TextInput {...rest} value={value} error={error} onChange={(e) => change(e.currentTarget.value)} onBlur={blur} />
  );
}
