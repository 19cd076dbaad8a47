import { communityPath } from '@trilha/shared/communities/constants';
import { LINK_TITLE_MAX } from '@trilha/shared/links/constants';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type SelectOption } from '../../../components/OptionSelect';

/** Spec 002 §4: the link modal's two modes. */
export const LINK_MODES = ['custom', 'community'] as const;
export type LinkMode = (typeof LINK_MODES)[number];

/** The community a stored url points to (`/comunidade/{tenant}/{id}`, or with the host older links were saved with), if it does. */
export function communityIdIn(url: string, tenantId: number): number | null {
  const match = new RegExp(`/comunidade/${tenantId}/(\\d+)/?$`).exec(url.trim());
  return match ? Number(match[1]) : null;
}

/**
 * What picking a community fills in: its title (cut to the link's limit) and its page's path. A path,
 * not a host: it opens on whatever origin the student is on, http or https (docs/seo-and-links.md).
 */
export function communityLink(tenantId: number, community: SelectOption) {
  return {
    title: community.label.slice(0, LINK_TITLE_MAX),
    url: communityPath(tenantId, community.value),
  };
}

type Props = {
  options: SelectOption[] | undefined;
  loading: boolean;
  failed: boolean;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
};

/** The community picker of the link modal's community mode; says so when the school has none yet. */
export function CommunityLinkPicker({ options, loading, failed, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const none = options?.length === 0;
  const description = failed ? t('links.communitiesFailed') : none ? t('links.noCommunities') : undefined;
  return (
    <OptionSelect
      label={t('links.community')}
      options={options}
      loading={loading}
      value={value}
      onChange={onChange}
      withAsterisk
      disabled={none || failed}
      description={description}
      error={error}
      testId="community-link-picker"
    />
  );
}
