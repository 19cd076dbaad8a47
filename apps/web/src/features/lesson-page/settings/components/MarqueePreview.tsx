import type { MarqueeFormInput, MarqueeFormValues } from '@trilha/shared/lesson-page/schemas';
import { MARQUEE_FONTS, MARQUEE_SPEED_DEFAULT } from '@trilha/shared/lesson-page/schemas';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fillNames } from '../../../../components/marquee/fill-names';
import { Marquee } from '../../../../components/marquee/Marquee';

const HEX = /^#[0-9a-fA-F]{6}$/;
const isFont = (value: unknown): value is (typeof MARQUEE_FONTS)[number] => (MARQUEE_FONTS as readonly unknown[]).includes(value);

/** The form's values as the student's strip will show them, `$nome_aluno` filled with sample names. */
export function MarqueePreview({ control }: { control: Control<MarqueeFormInput, unknown, MarqueeFormValues> }) {
  const { t } = useTranslation();
  const v = useWatch({ control });
  const names = t('lessonPage.marquee.sampleNames').split(',');
  const text = v.text?.trim() ? fillNames(v.text, names) : t('lessonPage.marquee.previewEmpty');
  // Half-typed values (a colour being typed) fall back to the defaults until they are whole.
  return (
    <Marquee
      text={text}
      timer={Number(v.timer) || MARQUEE_SPEED_DEFAULT}
      url={typeof v.url === 'string' && /^https?:\/\/\S+$/.test(v.url) ? v.url : null}
      font={isFont(v.font) ? v.font : 'Poppins'}
      font_weight={Number(v.font_weight) || 400}
      border_radius={Number(v.border_radius) || 8}
      background_color={typeof v.background_color === 'string' && HEX.test(v.background_color) ? v.background_color : '#6C5CE7'}
      text_color={typeof v.text_color === 'string' && HEX.test(v.text_color) ? v.text_color : '#FFFFFF'}
    />
  );
}
