import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { SaveBar } from './SaveBar';

/**
 * An edit-panel section's form: the shared schema (the one the route validates with) checks it,
 * the saved settings are its defaults, so "unsaved changes" means "differs from what is saved".
 */
export function useSectionForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
  mode: Mode = 'onSubmit',
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ resolver: zodResolver(schema), defaultValues, mode });
}

type Props<TInput extends FieldValues, TOutput> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Runs with the schema's output once every field passes. */
  onSubmit: (values: TOutput) => void;
  onInvalid?: SubmitErrorHandler<TInput>;
  saving: boolean;
  /** A reason the section cannot be saved as it stands, besides being unchanged (see SaveBar). */
  blocked?: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
};

/**
 * The section's fields above the one save bar, in a form that Enter and the bar both submit. The
 * fields may read the form from context (useFormContext) instead of being handed `control`.
 */
export function SectionForm<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  saving,
  blocked,
  gap = 'lg',
  children,
}: Props<TInput, TOutput>) {
  const submit = form.handleSubmit(onSubmit, onInvalid);
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap={gap}>
          {children}
          <SaveBar dirty={form.formState.isDirty} saving={saving} blocked={blocked} />
        </Stack>
      </form>
    </FormProvider>
  );
}
