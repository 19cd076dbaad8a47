import { Anchor, Box, Center, Container, Group, Image, Loader, Paper, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FooterDocumentSlug } from '@trilha/shared/footer/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/client';
import { usePageTitle } from '../../../lib/page-title';
import { useTenant } from '../../../lib/tenant';
import { useFooterDocument } from '../api/get-footer-document';
import { Footer } from './Footer';
import classes from './FooterDocumentPage.module.css';

/**
 * A school document on its own public page: readable before sign-in (it is linked from the footer
 * and is what a visitor checks before signing up). The HTML was sanitised by the server before it
 * was stored, through the only route that writes it.
 */
function FooterDocumentPage({ doc }: { doc: FooterDocumentSlug }) {
  const { t } = useTranslation();
  const tenant = useTenant().data;
  const document = useFooterDocument(doc);
  const title = document.data?.title;

  usePageTitle(title);

  const logo = tenant?.theme.logo_horizontal ?? tenant?.theme.logo_square;
  return (
    <Box className={classes.root}>
      <Box component="header" className={classes.bar}>
        <Container size="md">
          <Group justify="space-between" wrap="nowrap" gap="md" h={64}>
            <Anchor component={Link} to="/homepage" c="inherit" underline="never" className={classes.brand}>
              {logo ? <Image src={logo} alt={tenant?.name} h={36} w="auto" fit="contain" /> : <Text fw={700}>{tenant?.name}</Text>}
            </Anchor>
            <Anchor component={Link} to="/homepage" size="sm" c="inherit">
              <Group gap={6} wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                {t('footer.backHome')}
              </Group>
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="conteudo" className={classes.main}>
        <Container size="md">
          {document.isPending ? (
            <Center py="xl">
              <Loader aria-label={t('common.loading')} />
            </Center>
          ) : document.data ? (
            <Paper component="article" p={{ base: 'lg', sm: 'xl' }} radius="md" withBorder className={classes.paper}>
              <Title order={1} mb="lg">
                {document.data.title}
              </Title>
              <Typography className={classes.content}>
                <div dangerouslySetInnerHTML={{ __html: document.data.html }} />
              </Typography>
            </Paper>
          ) : (
            <Paper p="xl" radius="md" withBorder>
              <Title order={1} size="h3" mb="sm">
                {t(doc === 'termos-de-uso' ? 'footer.useTerms' : 'footer.privacyTitle')}
              </Title>
              <Text c="dimmed" role="status">
                {document.error instanceof ApiError && document.error.status === 404
                  ? t('footer.documentMissing')
                  : t('footer.documentFailed')}
              </Text>
            </Paper>
          )}
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}

export const TermsOfUsePage = () => <FooterDocumentPage doc="termos-de-uso" />;
export const PrivacyPolicyPage = () => <FooterDocumentPage doc="politicas-de-privacidade" />;
