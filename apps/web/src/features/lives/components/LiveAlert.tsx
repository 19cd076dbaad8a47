import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasLive } from '../api/get-has-live';
import classes from './LiveAlert.module.css';

/**
 * The header's live alert (docs/lives.md "The web app"): while a live the member may see is on air, a red
 * "Ao vivo" button to /live?watch={id}. Its accessible name carries the live's title; the title
 * also shows beside it on wide screens.
 */
export function LiveAlert({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const live = useHasLive(enabled).data;
  if (!live?.show_live_alert || !live.live) return null;
  return (
    <Link to={live.live.watch_url} className={classes.alert} aria-label={t('lives.alertLabel', { title: live.live.title })}>
      <span className={classes.dot} aria-hidden />
      <span className={classes.word}>{t('lives.alert')}</span>
      <span className={classes.title} aria-hidden>
        {live.live.title}
      </span>
    </Link>
  );
}
