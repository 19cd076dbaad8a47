import { configFields, DEFAULT_COMMUNITY_BACKGROUND, type ConfigCommunity, type ConfigFields } from '@trilha/shared/communities/schemas';

/** The form's values as the inputs hold them; the shared schema (configFields) turns them into ConfigFields. */
export type ConfigFormValues = {
  title: string;
  description: string;
  background_color: string;
  is_private: boolean;
  hide_channels_groups: boolean;
  has_ranking: boolean;
  has_continue_watching: boolean;
  product_ids: number[];
  upsell_text: string;
  upsell_link: string;
  isActive: boolean;
};
export type ConfigFieldName = keyof ConfigFormValues;

/** The cover: the stored one, a new cropped one waiting for the save, or none (and whether a stored one was removed). */
export type CoverState =
  { kind: 'stored'; url: string } | { kind: 'new'; blob: Blob; preview: string } | { kind: 'none'; removed: boolean };

/** The spec fixes no size: a 16:9 cover drawn at 1280 x 720, sent as JPEG (the server re-encodes to WebP). */
export const COVER_OUTPUT = { width: 1280, height: 720, type: 'image/jpeg' } as const;
const COVER_FILE_NAME = 'cover.jpg';

/** Spec 000 §5's defaults on create; on edit the stored record. */
export function toFormValues(config: ConfigCommunity | null): ConfigFormValues {
  if (!config) {
    return {
      title: 'Comunidade',
      description: '',
      background_color: DEFAULT_COMMUNITY_BACKGROUND,
      is_private: false,
      hide_channels_groups: false,
      has_ranking: true,
      has_continue_watching: true,
      product_ids: [],
      upsell_text: '',
      upsell_link: '',
      isActive: true,
    };
  }
  return {
    title: config.title,
    description: config.description,
    background_color: config.background_color || DEFAULT_COMMUNITY_BACKGROUND,
    is_private: config.is_private,
    hide_channels_groups: config.hide_channels_groups,
    has_ranking: config.has_ranking,
    has_continue_watching: config.has_continue_watching,
    product_ids: config.product_ids,
    upsell_text: config.upsell_text,
    upsell_link: config.upsell_link,
    isActive: config.isActive,
  };
}

export const toCoverState = (config: ConfigCommunity | null): CoverState =>
  config?.cover_path ? { kind: 'stored', url: config.cover_path } : { kind: 'none', removed: false };

/**
 * A public community hides the upsell fields: what they hold is kept (switching back shows it
 * again), but a hidden value the schema would refuse must not block the save with an error no one
 * can see, so it goes as empty.
 */
export function withHiddenFieldsCleared(values: ConfigFormValues): ConfigFormValues {
  if (values.is_private) return values;
  const { upsell_text, upsell_link } = configFields.shape;
  return {
    ...values,
    upsell_text: upsell_text.safeParse(values.upsell_text).success ? values.upsell_text : '',
    upsell_link: upsell_link.safeParse(values.upsell_link).success ? values.upsell_link : '',
  };
}

/**
 * A stored product that has since been made inactive cannot be shown in the picker (it offers active
 * products only) and the server refuses it: the save leaves it out rather than fail on an id no one
 * can see. Until the list is known, the ids go as they are.
 */
export function keepActiveProducts(fields: ConfigFields, active: { value: number }[] | undefined): ConfigFields {
  if (!active) return fields;
  const ids = new Set(active.map((p) => p.value));
  return { ...fields, product_ids: fields.product_ids.filter((id) => ids.has(id)) };
}

/** The fields only a private community shows (spec 000 §4). */
export const PRIVATE_FIELDS: readonly ConfigFieldName[] = ['product_ids', 'upsell_text', 'upsell_link'];

const flag = (on: boolean) => (on ? '1' : '0');

/**
 * The multipart body of create and edit (docs/communities.md): every field as text, booleans as
 * 1/0, `product_ids` once per id, the cropped cover as `cover`, and `remove_cover=1` when a stored
 * cover was removed. `isActive` goes only on create: an edit switches it through toggle-active,
 * and the server keeps it when the form leaves it out.
 */
export function toFormData(fields: ConfigFields, cover: CoverState, create: boolean): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('background_color', fields.background_color);
  form.append('is_private', flag(fields.is_private));
  form.append('hide_channels_groups', flag(fields.hide_channels_groups));
  form.append('has_ranking', flag(fields.has_ranking));
  form.append('has_continue_watching', flag(fields.has_continue_watching));
  for (const id of fields.product_ids) form.append('product_ids', String(id));
  form.append('upsell_text', fields.upsell_text);
  form.append('upsell_link', fields.upsell_link);
  if (create) form.append('isActive', flag(fields.isActive));
  if (cover.kind === 'new') form.append('cover', cover.blob, COVER_FILE_NAME);
  else if (cover.kind === 'none' && cover.removed) form.append('remove_cover', '1');
  return form;
}

const FIELD_NAMES = new Set<string>(Object.keys(toFormValues(null)));

/** The form field a server issue names ('body.title', 'title', 'body.product_ids.0'), or null. */
export function issueField(path: string): ConfigFieldName | null {
  const name = path.replace(/^body\./, '').split('.')[0] ?? '';
  return FIELD_NAMES.has(name) ? (name as ConfigFieldName) : null;
}

/** Which tab holds a field: the background colour is on Aparência, everything else on Configurações. */
export const tabOf = (field: string): 'settings' | 'appearance' => (field === 'background_color' ? 'appearance' : 'settings');
