import { AspectRatio, Badge, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBroadcast, IconBroadcastOff, IconLock, IconVideoOff } from '@tabler/icons-react';
import { isLessonEmbedUrl } from '@trilha/shared/catalog/embed-hosts';
import type { WatchLive } from '@trilha/shared/lesson-page/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/StatusMessage';
import { ApiError } from '../../../lib/api/client';
import { useWatchLive } from '../api/get-watch-live';
import { dateInWords, liveState, startsInWords, timeInWords, type LiveState } from './live-state';
import classes from './LiveWatch.module.css';

/** The clock the page's state follows: a live that starts or ends while the page is open changes its badge. */
const TICK_MS = 30_000;

function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** `?watch=` as a live id, or null when it is missing or not an id. */
export function watchId(search: string): number | null {
  const raw = new URLSearchParams(search).get('watch');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /live?watch={id} (docs/lives.md "The web app"): the live played inside the page, in the lesson player's
 * frame (the lesson embed hosts, which the CSP's frame-src allows), with its title and where it
 * stands: on air now, starting in a while, or over. A missing id, a live of nobody's or one for
 * other plans each say so, with a way back.
 */
export function LiveWatch({ tenantId, liveId }: { tenantId: number | undefined; liveId: number | null }) {
  const { t } = useTranslation();
  const query = useWatchLive(tenantId, liveId);
  const back = (
    <Button component={Link} to="/homepage" variant="light" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('lives.backHome')}
    </Button>
  );

  let body;
  if (liveId === null) {
    body = (
      <StatusMessage
        icon={<IconBroadcastOff aria-hidden />}
        title={t('lives.missingTitle')}
        description={t('lives.missingText')}
        action={back}
      />
    );
  } else if (query.isPending) {
    body = (
      <Group justify="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text>{t('lives.loading')}</Text>
      </Group>
    );
  } else if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    body =
      status === 404 ? (
        <StatusMessage
          icon={<IconBroadcastOff aria-hidden />}
          title={t('lives.notFoundTitle')}
          description={t('lives.notFoundText')}
          action={back}
        />
      ) : status === 403 ? (
        <StatusMessage
          icon={<IconLock aria-hidden />}
          title={t('lives.notForYouTitle')}
          description={t('lives.notForYouText')}
          action={back}
        />
      ) : (
        <StatusMessage
          icon={<IconAlertTriangle aria-hidden />}
          tone="error"
          title={t('lives.failedTitle')}
          description={t('lives.failedText')}
          onRetry={() => void query.refetch()}
          action={back}
        />
      );
  } else {
    body = <LiveView live={query.data} back={back} />;
  }
  return (
    <Container size="lg" py={{ base: 'md', md: 'xl' }} className={classes.page}>
      {body}
    </Container>
  );
}

function LiveView({ live, back }: { live: WatchLive; back: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const state = liveState(live, now);
  const lang = i18n.language;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <StateBadge state={state} live={live} now={now} lang={lang} />
        <Title order={1} fz={{ base: 24, md: 32 }} className={classes.title}>
          {live.title}
        </Title>
        <Text c="dimmed" size="sm">
          {state === 'onAir'
            ? t('lives.onAirWindow', { start: timeInWords(live.starts_at, lang), end: timeInWords(live.ends_at, lang) })
            : state === 'ended'
              ? t('lives.endedAt', { date: dateInWords(live.ends_at, lang) })
              : t('lives.scheduled', { date: dateInWords(live.starts_at, lang) })}
        </Text>
      </Stack>
      <AspectRatio ratio={16 / 9} className={classes.player}>
        {isLessonEmbedUrl(live.stream_url) ? (
          <iframe
            src={live.stream_url.trim()}
            title={t('lives.player', { title: live.title })}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className={classes.noPlayer}>
            <IconVideoOff size={40} aria-hidden />
            <Text c="gray.4">{t('lives.noPlayer')}</Text>
          </div>
        )}
      </AspectRatio>
      <Group>{back}</Group>
    </Stack>
  );
}

function StateBadge({ state, live, now, lang }: { state: LiveState; live: WatchLive; now: number; lang: string }) {
  const { t } = useTranslation();
  if (state === 'onAir') {
    return (
      <Badge color="red.8" size="lg" leftSection={<IconBroadcast size={14} aria-hidden />} className={classes.badge}>
        {t('lives.onAir')}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light" size="lg" className={classes.badge}>
      {state === 'upcoming' ? t('lives.startsIn', { when: startsInWords(live.starts_at, now, lang) }) : t('lives.ended')}
    </Badge>
  );
}
