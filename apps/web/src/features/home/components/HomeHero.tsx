import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './HomeHero.module.css';

/** The top of the home when the school has no banners: a greeting over the school's colour. */
export function HomeHero({ name }: { name: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.hero}>
      <Container size="xl" px={{ base: 'md', md: 'xl' }}>
        <Stack gap={6}>
          <Text size="sm" fw={600} c="school.3" className={classes.eyebrow}>
            {t('homePage.eyebrow')}
          </Text>
          <Title order={1} className={classes.title} c="white">
            {name ? t('homePage.greeting', { name: name.split(' ')[0] }) : t('homePage.eyebrow')}
          </Title>
          <Text c="gray.4" size="lg">
            {t('homePage.subtitle')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
