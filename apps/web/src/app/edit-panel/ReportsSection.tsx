import { useMemo } from 'react';
import { SectionLoading } from '../../components/SectionLoader';
import { useQuizzes } from '../../features/quizzes/authoring/api/get-quizzes';
import { ReportsPanel } from '../../features/reports/components/ReportsPanel';
import { useStudioCourses } from '../../features/studio/api/get-courses';
import { useTenant } from '../../lib/tenant';

/**
 * "Relatórios": the reports feature's panel, given the course studio's list of the school's courses
 * (drafts too: a draft may have students already) and the quiz authoring's list of its quizzes to
 * choose from.
 */
export function ReportsSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) return <SectionLoading />;
  return <SchoolReports tenantId={tenantId} />;
}

function SchoolReports({ tenantId }: { tenantId: number }) {
  const courses = useStudioCourses(tenantId);
  const quizzes = useQuizzes(tenantId);
  const courseOptions = useMemo(() => courses.data?.map((c) => ({ value: c.id, label: c.title })), [courses.data]);
  const quizOptions = useMemo(() => quizzes.data?.map((q) => ({ value: q.id, label: q.name })), [quizzes.data]);
  return (
    <ReportsPanel
      tenantId={tenantId}
      courses={{ options: courseOptions, loading: courses.isPending, failed: courses.isError }}
      quizzes={{ options: quizOptions, loading: quizzes.isPending, failed: quizzes.isError }}
    />
  );
}
