import { Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@trilha/shared/platform/search';
import { IconAlertTriangle, IconMoodSearch, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearch } from '../api/search-catalog';
import { CourseGrid, CourseGridSkeleton } from './CourseGrid';
import { LessonResultRow } from './LessonResultRow';
import { StatusMessage } from '../../../components/StatusMessage';
import { CustomHtmlBlocks } from '../../../components/custom-html/CustomHtmlBlocks';

function ResultSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Results({ term }: { term: string }) {
  const { t } = useTranslation();
  const search = useSearch(term);
  if (search.isPending) return <CourseGridSkeleton count={4} />;
  if (search.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<IconAlertTriangle />}
        title={t('search.errorTitle')}
        description={search.error.message}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const { courses, lessons } = search.data;
  if (!search.isPlaceholderData && courses.length === 0 && lessons.length === 0) {
    return <StatusMessage icon={<IconMoodSearch />} title={t('search.noResultsTitle')} description={t('search.noResultsText', { term })} />;
  }
  return (
    <Stack gap="xl" aria-busy={search.isPlaceholderData}>
      {search.isPlaceholderData && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('search.updating')}
          </Text>
        </Group>
      )}
      {courses.length > 0 && (
        <ResultSection id="search-courses" title={t('search.courses')}>
          <CourseGrid courses={courses} label={t('search.courses')} />
        </ResultSection>
      )}
      {lessons.length > 0 && (
        <ResultSection id="search-lessons" title={t('search.lessons')}>
          <Stack component="ul" gap="sm" p={0} m={0} maw={880} aria-label={t('search.lessons')} style={{ listStyle: 'none' }}>
            {lessons.map((lesson) => (
              <li key={lesson.id}>
                <LessonResultRow lesson={lesson} />
              </li>
            ))}
          </Stack>
        </ResultSection>
      )}
    </Stack>
  );
}

/**
 * The results page's own search box: the student refines the term where the results are. The
 * address follows the text 500 ms after the last key (spec 000 §9), replacing the history entry,
 * and at once on Enter.
 */
function RefineSearch({ term }: { term: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(term);
  // A term that arrives from elsewhere (the header's search, the back button) shows in the box.
  const [shown, setShown] = useState(term);
  if (term !== shown) {
    setShown(term);
    if (term !== text.trim().slice(0, 120)) setText(term);
  }
  const apply = (value: string, replace: boolean) => {
    const next = value.trim().slice(0, 120);
    setParams(next ? { search: next } : {}, { replace });
  };
  const follow = useDebouncedCallback((value: string) => apply(value, true), SEARCH_DEBOUNCE_MS);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    follow.cancel();
    apply(text, false);
  };
  return (
    <form role="search" onSubmit={submit}>
      <TextInput
        type="search"
        label={t('search.refineLabel')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={text}
        maxLength={120}
        onChange={(event) => {
          setText(event.currentTarget.value);
          follow(event.currentTarget.value);
        }}
        maw={560}
        mb="xl"
      />
    </form>
  );
}

/** /search?search=text (spec 000 §2): the header's search lands here; a new term re-runs it. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = (params.get('search') ?? '').trim().slice(0, 120);
  return (
    <Container size="xl" px={{ base: 'md', md: 'xl' }} py="xl">
      <Title order={1} size="h2" mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {term ? t('search.resultsFor', { term }) : t('search.title')}
      </Title>
      <RefineSearch term={term} />
      {term ? (
        <Results term={term} />
      ) : (
        <StatusMessage icon={<IconSearch />} title={t('search.emptyTermTitle')} description={t('search.emptyTermText')} />
      )}
      <CustomHtmlBlocks page="search" mt="xl" />
    </Container>
  );
}
