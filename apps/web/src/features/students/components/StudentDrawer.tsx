import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '../../../components/SectionLoader';
import { useStudent } from '../api/get-student';
import { DRAWER_WIDTH, DRAWER_Z_INDEX } from './drawer';
import { EnrollmentList } from './EnrollmentList';
import { GrantForm } from './GrantForm';
import type { ProductChoices } from './product-choices';
import { StudentProgress } from './StudentProgress';
import { StudentSummary } from './StudentSummary';

type Props = {
  tenantId: number;
  /** The student opened, or null while the drawer is closed. */
  studentId: number | null;
  products: ProductChoices;
  onClose: () => void;
};

/** A student opened from the directory: who they are and whether they may sign in, their products, their progress. */
export function StudentDrawer({ tenantId, studentId, products, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={studentId !== null}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      zIndex={DRAWER_Z_INDEX}
      title={t('students.detail.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per student, so the name field starts from what is saved each time. */}
      {studentId !== null && <StudentBody key={studentId} tenantId={tenantId} studentId={studentId} products={products} />}
    </Drawer>
  );
}

function StudentBody({ tenantId, studentId, products }: { tenantId: number; studentId: number; products: ProductChoices }) {
  const { t } = useTranslation();
  const query = useStudent(tenantId, studentId);
  return (
    <SectionLoader query={query} failed={t('students.detail.loadFailed')}>
      {(student) => (
        <Stack gap="lg">
          <StudentSummary tenantId={tenantId} student={student} />
          <Divider />
          <EnrollmentList tenantId={tenantId} student={student} />
          <GrantForm tenantId={tenantId} studentId={student.id} products={products} />
          <Divider />
          <StudentProgress student={student} />
        </Stack>
      )}
    </SectionLoader>
  );
}
