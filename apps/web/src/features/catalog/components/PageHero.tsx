import { AspectRatio, Box, Breadcrumbs, Container, Image, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './PageHero.module.css';

type Crumb = { label: string; to?: string };

type Props = {
  crumbs: Crumb[];
  eyebrow?: ReactNode;
  title: string;
  description?: string;
  meta?: ReactNode;
  actions?: ReactNode;
  /** Under the actions: the progress indicator when the school shows it. */
  footer?: ReactNode;
  coverUrl: string | null;
  locked: boolean;
};

/**
 * The top of the course and module pages: the cover blurred behind the fixed gradient header
 * (spec 000 gives these paths that header), the breadcrumb, title, what it holds and its actions.
 */
export function PageHero({ crumbs, eyebrow, title, description, meta, actions, footer, coverUrl, locked }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="pagina-titulo">
      {coverUrl && <div className={classes.backdrop} style={{ backgroundImage: `url("${encodeURI(coverUrl)}")` }} aria-hidden />}
      <div className={classes.shade} aria-hidden />
      <Container size="xl" px={{ base: 'md', md: 'xl' }}>
        <div className={classes.layout}>
          <Stack gap="md" miw={0}>
            <Breadcrumbs component="nav" aria-label={t('catalogPage.breadcrumb')} className={classes.crumbs} separatorMargin={6} fz="sm">
              {crumbs.map((crumb) =>
                crumb.to ? (
                  <Link key={crumb.label} to={crumb.to}>
                    {crumb.label}
                  </Link>
                ) : (
                  <Text
                    key={crumb.label}
                    component="span"
                    fz="sm"
                    className={classes.crumbCurrent}
                    aria-current="page"
                    truncate="end"
                    maw={260}
                  >
                    {crumb.label}
                  </Text>
                ),
              )}
            </Breadcrumbs>
            {eyebrow}
            <Title order={1} id="pagina-titulo" className={classes.title} fz={{ base: 28, md: 40 }} lh={1.15}>
              {title}
            </Title>
            {meta}
            {description && (
              <Text className={classes.description} fz={{ base: 'sm', md: 'md' }} lineClamp={6}>
                {description}
              </Text>
            )}
            {actions}
            {footer}
          </Stack>
          <div className={locked ? `${classes.cover} ${classes.coverLocked}` : classes.cover}>
            <AspectRatio ratio={16 / 9}>
              {/* The title is the page's heading; the cover adds nothing a reader needs. */}
              <Image src={coverUrl} alt="" fallbackSrc="/favicon.svg" />
            </AspectRatio>
            {locked && (
              <ThemeIcon className={classes.coverLock} size={36} radius="xl" color="dark" variant="filled" aria-hidden>
                <IconLock size={20} />
              </ThemeIcon>
            )}
          </div>
        </div>
      </Container>
    </Box>
  );
}

export function PageHeroSkeleton({ label }: { label: string }) {
  return (
    <Box className={classes.hero} role="status" aria-busy aria-label={label}>
      <div className={classes.shade} aria-hidden />
      <Container size="xl" px={{ base: 'md', md: 'xl' }}>
        <div className={classes.layout}>
          <Stack gap="md">
            <Skeleton height={12} width="40%" />
            <Skeleton height={36} width="80%" />
            <Skeleton height={14} width="90%" />
            <Skeleton height={14} width="70%" />
            <Skeleton height={42} width={180} radius="xl" mt="sm" />
          </Stack>
          <div className={classes.cover}>
            <AspectRatio ratio={16 / 9}>
              <Skeleton radius={0} />
            </AspectRatio>
          </div>
        </div>
      </Container>
    </Box>
  );
}
