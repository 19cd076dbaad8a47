import { Badge, Button, Group, Loader, Modal, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../StatusMessage';
import { useCourseAccess } from './course-access';
import classes from './LockedContentDialog.module.css';

export type LockedTarget = {
  /** The course that decides access: the item's own for a course, its course for a module or lesson. */
  courseId: number;
  /** What the student clicked, as the card names it. */
  title: string;
  kind: 'course' | 'module' | 'lesson';
  /** Where the item opens once it is unlocked. */
  href?: string;
};

type Props = { target: LockedTarget | null; onClose: () => void };

/**
 * What a click on locked content shows (docs/catalog.md "Locked content"): why it is locked, the
 * school's plans on sale that include it (each a link to its own sales page when it has one) and
 * the sales link, or a word to ask the school when it gave none. If the student got access meanwhile, it says so and opens the item.
 */
export function LockedContentDialog({ target, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('locked.title')}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && <Offer target={target} onClose={onClose} />}
    </Modal>
  );
}

function Offer({ target, onClose }: { target: LockedTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useCourseAccess(target.courseId, true);
  const plansId = useId();
  if (access.isPending) {
    return (
      <Group justify="center" py="lg" role="status">
        <Loader size="sm" aria-hidden />
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      </Group>
    );
  }
  if (access.isError) {
    return <StatusMessage tone="error" icon={<IconAlertTriangle />} title={t('errors.generic')} onRetry={() => void access.refetch()} />;
  }
  const offer = access.data;
  if (!offer.locked) {
    return (
      <Stack gap="md">
        <Text>{t('locked.nowOpen', { title: target.title })}</Text>
        {target.href && (
          <Button component={Link} to={target.href} onClick={onClose} fullWidth>
            {t('locked.open')}
          </Button>
        )}
      </Stack>
    );
  }
  const why =
    target.kind === 'course'
      ? t('locked.courseNotInPlan', { title: target.title })
      : t('locked.partOfCourse', { title: target.title, course: offer.course_title });
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
          <IconLock size={22} />
        </ThemeIcon>
        <Text>{why}</Text>
      </Group>
      {offer.products.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={600} id={plansId}>
            {t('locked.includedIn', { count: offer.products.length })}
          </Text>
          <Group gap="xs" component="ul" aria-labelledby={plansId} className={classes.plans}>
            {offer.products.map((product) => (
              <li key={product.id}>
                {product.sales_url ? (
                  // A plan with its own sales page: the badge opens it, as the button opens the school's.
                  <Badge
                    component="a"
                    href={product.sales_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    size="lg"
                    tt="none"
                    rightSection={<IconExternalLink size={14} aria-hidden />}
                    className={classes.planLink}
                  >
                    {product.title} <VisuallyHidden>{t('locked.newTab')}</VisuallyHidden>
                  </Badge>
                ) : (
                  <Badge variant="light" size="lg" tt="none">
                    {product.title}
                  </Badge>
                )}
              </li>
            ))}
          </Group>
        </Stack>
      )}
      {offer.sales_url ? (
        <Button
          component="a"
          href={offer.sales_url}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          fullWidth
        >
          {t('locked.seePlans')} <VisuallyHidden>{t('locked.newTab')}</VisuallyHidden>
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('locked.askSchool')}
        </Text>
      )}
    </Stack>
  );
}
