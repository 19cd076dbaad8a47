import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, NumberInput, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  ANIMATIONS,
  NEEDED_SCORE_MAX,
  REWARD_DESCRIPTION_MAX,
  REWARD_NAME_MAX,
  REWARD_TYPES,
  SONGS,
} from '@trilha/shared/gamification/constants';
import { rewardForm, type AdminReward, type RewardFormValues } from '@trilha/shared/gamification/reward-schemas';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AnimationPreviewModal } from '../../../../components/celebration/AnimationPreviewModal';
import { SongPreview } from '../../../../components/celebration/SongPreview';
import { OptionMultiSelect, OptionSelect } from '../../../../components/OptionSelect';
import { ApiError } from '../../../../lib/api/client';
import { applyServerIssues } from '../../../../lib/server-issues';
import { useActiveProducts } from '../../../../lib/products';
import { showError, showSuccess } from '../../../../lib/toast';
import { useLessonOptions, useQuizOptions } from '../api/get-options';
import { PermissionsError, useSaveReward } from '../api/save-reward';
import { DeliveryFields, type FileState } from './DeliveryFields';
import { rewardMessage, rewardText } from './reward-messages';
import { fieldOfPath, toFormState, type RewardFormState } from './reward-values';

type Props = { tenantId: number; reward: AdminReward | null; onDone: () => void };

/** Spec 001 §2, §3, §5 and spec 000 §4, §5, §8: the reward's create/edit form. */
export function RewardForm({ tenantId, reward, onDone }: Props) {
  const { t } = useTranslation();
  const form = useForm<RewardFormState, unknown, RewardFormValues>({
    // The shared schema's input accepts more than the form holds (multipart texts); its output is the form's values.
    resolver: zodResolver(rewardForm) as unknown as Resolver<RewardFormState, unknown, RewardFormValues>,
    defaultValues: toFormState(reward),
  });
  const { errors } = form.formState;
  const [rewardType, delivery, song] = useWatch({ control: form.control, name: ['reward_type', 'delivery_type', 'song'] });
  const [files, setFiles] = useState<FileState>({ content: null, badge: null, contentError: null, badgeError: null });
  const [lessonTerm, setLessonTerm] = useState('');
  const [previewing, preview] = useDisclosure(false);
  const save = useSaveReward(tenantId, reward?.id ?? null);
  const products = useActiveProducts(tenantId);
  const quizzes = useQuizOptions(tenantId, rewardType === 'quiz');
  const lessons = useLessonOptions(tenantId, lessonTerm, rewardType === 'lesson');

  // A reward's own quiz, lesson and products stay offered even when the pickers' pages do not hold them.
  const withOwn = (options: { value: number; label: string }[] | undefined, own: { value: number; label: string }[]) =>
    options ? [...own.filter((o) => !options.some((p) => p.value === o.value)), ...options] : options;
  const quizOptions = withOwn(quizzes.data, reward?.quiz ? [{ value: reward.quiz.id, label: reward.quiz.name }] : []);
  const lessonOptions = withOwn(lessons.data, reward?.lesson ? [{ value: reward.lesson.id, label: reward.lesson.title }] : []);
  const planOptions = withOwn(products.data, reward?.plansSelected.map((p) => ({ value: p.plan_id, label: p.title })) ?? []);

  /** The delivery's file must be there: a new one, or the one the reward holds. */
  const filesMissing = (values: RewardFormValues): boolean => {
    const contentMissing = values.delivery_type === 'file' && !files.content && !reward?.content;
    const badgeMissing = values.delivery_type === 'badge' && !files.badge && !reward?.img;
    if (contentMissing || badgeMissing)
      setFiles((f) => ({
        ...f,
        contentError: contentMissing ? rewardText('required') : f.contentError,
        badgeError: badgeMissing ? rewardText('required') : f.badgeError,
      }));
    return contentMissing || badgeMissing || files.contentError !== null;
  };

  const showServerIssues = (error: ApiError) => {
    const translate = (message: string) => rewardMessage(message) ?? message;
    // The two files live outside the form: their issues go to the files' own messages.
    const { unplaced } = applyServerIssues(form, error, {
      fields: (path) => {
        const field = fieldOfPath(path);
        return field === 'content' || field === 'img' ? null : field;
      },
      message: translate,
    });
    for (const issue of unplaced) {
      const field = fieldOfPath(issue.path);
      if (field === 'content') setFiles((f) => ({ ...f, contentError: translate(issue.message) }));
      else if (field === 'img') setFiles((f) => ({ ...f, badgeError: translate(issue.message) }));
    }
  };

  const submit = form.handleSubmit(
    (values) => {
      if (filesMissing(values)) return;
      save.mutate(
        { values, files: { content: files.content, badge: files.badge } },
        {
          onSuccess: () => {
            showSuccess(rewardText(reward ? 'updated' : 'created'));
            onDone();
          },
          onError: (error) => {
            // Spec 000 §8: the server's error field, or the default of the step that failed.
            if (error instanceof PermissionsError) {
              showError(null, error.message ? (rewardMessage(error.message) ?? error.message) : rewardText('permissionsFailed'));
              onDone();
              return;
            }
            if (error instanceof ApiError) showServerIssues(error);
            showError(
              null,
              error instanceof ApiError && error.message ? (rewardMessage(error.message) ?? error.message) : rewardText('saveFailed'),
            );
          },
        },
      );
    },
    () => {
      // Show the files' own messages along with the fields'.
      filesMissing(form.getValues() as unknown as RewardFormValues);
    },
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={reward ? t('rewards.drawerEdit') : t('rewards.drawerCreate')}>
      <Stack gap="md">
        <Title order={3} fz="sm">
          {t('rewards.settings')}
        </Title>
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <TextInput
              label={t('rewards.name')}
              withAsterisk
              maxLength={REWARD_NAME_MAX}
              {...field}
              error={rewardMessage(errors.name?.message)}
              description={`${field.value.length}/${REWARD_NAME_MAX}`}
            />
          )}
        />
        <Controller
          control={form.control}
          name="reward_type"
          render={({ field }) => (
            <Select
              label={t('rewards.criterion')}
              withAsterisk
              allowDeselect={false}
              data={REWARD_TYPES.map((type) => ({ value: type, label: t(`rewards.types.${type}`) }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
            />
          )}
        />
        {rewardType === 'score' && (
          <Controller
            control={form.control}
            name="needed_score"
            render={({ field }) => (
              <NumberInput
                label={t('rewards.neededScore')}
                withAsterisk
                min={0}
                max={NEEDED_SCORE_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : '')}
                onBlur={field.onBlur}
                error={rewardMessage(errors.needed_score?.message)}
              />
            )}
          />
        )}
        {rewardType === 'quiz' && (
          <Controller
            control={form.control}
            name="quiz"
            render={({ field }) => (
              <OptionSelect
                label={t('rewards.quiz')}
                placeholder={t('rewards.pick')}
                withAsterisk
                options={quizOptions}
                loading={quizzes.isPending}
                value={field.value}
                onChange={field.onChange}
                error={rewardMessage(errors.quiz?.message)}
                testId="reward-quiz"
              />
            )}
          />
        )}
        {rewardType === 'lesson' && (
          <Controller
            control={form.control}
            name="lesson"
            render={({ field }) => (
              <OptionSelect
                label={t('rewards.lesson')}
                placeholder={t('rewards.pick')}
                withAsterisk
                options={lessonOptions}
                loading={lessons.isPending}
                value={field.value}
                onChange={field.onChange}
                onSearch={(term) => setLessonTerm(term.trim())}
                onEndReached={() => {
                  if (lessons.hasNextPage && !lessons.isFetchingNextPage) void lessons.fetchNextPage();
                }}
                error={rewardMessage(errors.lesson?.message)}
                testId="reward-lesson"
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <Textarea
              label={t('rewards.description')}
              autosize
              minRows={2}
              maxLength={REWARD_DESCRIPTION_MAX}
              {...field}
              error={rewardMessage(errors.description?.message)}
              description={`${field.value.length}/${REWARD_DESCRIPTION_MAX}`}
            />
          )}
        />
        <Controller
          control={form.control}
          name="plansSelected"
          render={({ field }) => (
            <OptionMultiSelect
              label={t('rewards.plans')}
              description={reward ? t('rewards.plansFixed') : t('rewards.plansHint')}
              placeholder={t('rewards.pick')}
              withAsterisk
              // Spec 001 §4: in edit mode the products of a reward cannot be changed.
              disabled={reward !== null}
              options={planOptions}
              loading={products.isPending}
              value={field.value}
              onChange={field.onChange}
              error={rewardMessage(errors.plansSelected?.message)}
              testId="reward-plans"
            />
          )}
        />
        <Divider />
        <DeliveryFields
          control={form.control}
          errors={errors}
          delivery={delivery}
          reward={reward}
          products={products.data}
          productsLoading={products.isPending}
          files={files}
          onFiles={setFiles}
        />
        <Divider />
        <Title order={3} fz="sm">
          {t('rewards.celebration')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Controller
            control={form.control}
            name="song"
            render={({ field }) => (
              <Select
                label={t('rewards.song')}
                allowDeselect={false}
                flex={1}
                miw={180}
                data={SONGS.map((s) => ({ value: s, label: t(`celebration.songs.${s}`) }))}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
              />
            )}
          />
          <SongPreview song={song} />
        </Group>
        <Controller
          control={form.control}
          name="animation"
          render={({ field }) => (
            <>
              <Select
                label={t('rewards.animation')}
                allowDeselect={false}
                data={ANIMATIONS.map((a) => ({ value: a, label: t(`celebration.animations.${a}`) }))}
                value={field.value}
                onChange={(v) => {
                  if (!v) return;
                  field.onChange(v);
                  // Spec 000 §4: choosing an animation other than none opens its preview, which closes after 7 s.
                  if (v !== 'none') preview.open();
                }}
              />
              <AnimationPreviewModal animation={field.value} opened={previewing} onClose={preview.close} />
            </>
          )}
        />
        <Button type="submit" loading={save.isPending} fullWidth>
          {reward ? t('rewards.submitEdit') : t('rewards.submitCreate')}
        </Button>
      </Stack>
    </form>
  );
}
