import { configFields, type ConfigCommunity } from '@trilha/shared/communities/schemas';
import { describe, expect, it } from 'vitest';
import { issueField, keepActiveProducts, toCoverState, toFormData, toFormValues, withHiddenFieldsCleared } from './config-form';

const stored: ConfigCommunity = {
  id: 9,
  title: 'Mentoria',
  description: 'Encontros semanais',
  cover_path: '/files/cover.webp',
  background_color: '#0F172A',
  is_private: true,
  hide_channels_groups: true,
  has_ranking: false,
  has_continue_watching: false,
  product_ids: [3, 4],
  upsell_text: 'Assine',
  upsell_link: 'https://loja.example.com',
  isActive: false,
};

describe('config form values', () => {
  it('starts a new community with spec 000 §5 defaults', () => {
    expect(toFormValues(null)).toEqual({
      title: 'Comunidade',
      description: '',
      background_color: '#121212',
      is_private: false,
      hide_channels_groups: false,
      has_ranking: true,
      has_continue_watching: true,
      product_ids: [],
      upsell_text: '',
      upsell_link: '',
      isActive: true,
    });
    expect(toCoverState(null)).toEqual({ kind: 'none', removed: false });
  });

  it('starts an edit from the stored record', () => {
    expect(toFormValues(stored)).toMatchObject({ title: 'Mentoria', product_ids: [3, 4], isActive: false, has_ranking: false });
    expect(toCoverState(stored)).toEqual({ kind: 'stored', url: '/files/cover.webp' });
  });

  it('leaves a hidden invalid upsell value out of a public community, and keeps the valid ones', () => {
    const values = { ...toFormValues(null), upsell_text: 'x'.repeat(51), upsell_link: 'não é link' };
    expect(withHiddenFieldsCleared(values)).toMatchObject({ upsell_text: '', upsell_link: '' });
    const fine = { ...values, upsell_text: 'Assine', upsell_link: 'https://a.example' };
    expect(withHiddenFieldsCleared(fine)).toEqual(fine);
    // Private: the schema sees them as typed, so it can say what is wrong.
    const shown = { ...values, is_private: true };
    expect(withHiddenFieldsCleared(shown)).toBe(shown);
  });

  it('leaves out of the save a stored product that is no longer active (the picker cannot show it)', () => {
    const fields = configFields.parse(toFormValues(stored));
    expect(keepActiveProducts(fields, [{ value: 3 }]).product_ids).toEqual([3]);
    // Not loaded yet: the ids go as they are.
    expect(keepActiveProducts(fields, undefined).product_ids).toEqual([3, 4]);
  });

  it('names the form field of a server issue', () => {
    expect(issueField('body.title')).toBe('title');
    expect(issueField('upsell_link')).toBe('upsell_link');
    expect(issueField('body.product_ids.0')).toBe('product_ids');
    expect(issueField('body.cover')).toBeNull();
  });
});

describe('the multipart body', () => {
  it('sends every field as text, flags as 1/0, product_ids once per id and isActive only on create', () => {
    const fields = configFields.parse({ ...toFormValues(stored), isActive: true });
    const created = toFormData(fields, { kind: 'none', removed: false }, true);
    expect(created.getAll('product_ids')).toEqual(['3', '4']);
    expect(created.get('is_private')).toBe('1');
    expect(created.get('has_ranking')).toBe('0');
    expect(created.get('isActive')).toBe('1');
    expect(created.get('remove_cover')).toBeNull();
    expect(created.get('cover')).toBeNull();
    const edited = toFormData(fields, { kind: 'none', removed: true }, false);
    expect(edited.get('isActive')).toBeNull();
    expect(edited.get('remove_cover')).toBe('1');
  });

  it('sends a new cover as the `cover` part', () => {
    const fields = configFields.parse(toFormValues(null));
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const form = toFormData(fields, { kind: 'new', blob, preview: 'blob:x' }, false);
    const cover = form.get('cover') as File;
    expect(cover.name).toBe('cover.jpg');
    expect(cover.type).toBe('image/jpeg');
    expect(form.get('remove_cover')).toBeNull();
  });
});
