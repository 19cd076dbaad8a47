import { z } from 'zod';
import { idParam, MAX_ID } from '../platform/http';
import { tenantTheme } from '../tenancy/schemas';
import { lessonTemplate } from '../lesson-page/schemas';
import { BACKGROUND_PATHS, FONT_FAMILIES, NO_BACKGROUND, SHOWCASE_FLAGS } from './constants';

export * from './constants';

const hexColor = (message: string) => z.string({ error: message }).regex(/^#[0-9a-fA-F]{6}$/, { error: message });
/** A logo or favicon: null, or (checked on the server) a URL the school's upload route returned. */
const imageUrl = z.string({ error: 'Imagem inválida' }).max(2048, { error: 'Imagem inválida' }).nullable();

/** The Aparência form (spec 002 §2): everything the save button sends besides tenant_id. */
export const appearanceForm = z.object({
  primary_color: hexColor('Cor principal inválida. Use o formato #RRGGBB.'),
  text_color: hexColor('Cor do texto inválida. Use o formato #RRGGBB.'),
  font_primary: z.enum(FONT_FAMILIES, { error: 'Fonte inválida' }),
  background_color_primary: z.enum([...BACKGROUND_PATHS, NO_BACKGROUND], { error: 'Fundo inválido' }),
  logo_square: imageUrl,
  logo_horizontal: imageUrl,
  favicon: imageUrl,
});
export type AppearanceForm = z.infer<typeof appearanceForm>;

const flag = z.union([z.literal(0), z.literal(1)], { error: 'Use 0 ou 1' });
const tenantId = z
  .number({ error: 'tenant_id inválido' })
  .int({ error: 'tenant_id inválido' })
  .positive({ error: 'tenant_id inválido' })
  .max(MAX_ID, { error: 'tenant_id inválido' });

const showcaseFlags = z.object({
  show_carrousel_continue_class: flag,
  show_carrousel_continue_module: flag,
  show_carrousel_continue_course: flag,
  show_carrousel_highlight: flag,
});

/**
 * Spec 002 §7 updateCustomBasic: the full appearance payload, or a single sidebar or showcase
 * toggle, or (from the Vitrine) showcase flags, always with tenant_id; the flags may also ride
 * along with either. One object with the fields optional keeps per-field messages.
 */
export const updateCustomBasicBody = appearanceForm
  .partial()
  .extend({
    tenant_id: tenantId,
    sidebar: flag.optional(),
    showcase: flag.optional(),
    /** Spec 001 §7: the lesson template rides on updateCustomBasic too, alone or with the rest. */
    theme_classes: lessonTemplate.optional(),
    ...showcaseFlags.partial().shape,
  })
  .superRefine((body, ctx) => {
    const fields = Object.keys(appearanceForm.shape) as (keyof AppearanceForm)[];
    const present = fields.filter((f) => body[f] !== undefined);
    if (present.length > 0) {
      for (const f of fields) if (body[f] === undefined) ctx.addIssue({ code: 'custom', path: [f], message: 'Campo obrigatório' });
    } else if (
      body.sidebar === undefined &&
      body.showcase === undefined &&
      body.theme_classes === undefined &&
      SHOWCASE_FLAGS.every((f) => body[f] === undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'Envie as configurações de aparência, sidebar, showcase ou os carrosséis da vitrine',
      });
    }
  });
export type UpdateCustomBasicBody = z.infer<typeof updateCustomBasicBody>;

/**
 * What getCustomBasic and every appearance write answer (spec: "the response is data.data"): the
 * public theme with sidebar and showcase as 0/1, and the showcase flags (editors only, so not in
 * the public theme).
 */
export const appearanceSettings = tenantTheme
  .omit({ sidebar: true, showcase: true })
  .extend({ tenant_id: z.number().int(), sidebar: flag, showcase: flag, ...showcaseFlags.shape })
  .meta({ id: 'AppearanceSettings' });
export type AppearanceSettings = z.infer<typeof appearanceSettings>;
export const appearanceReply = z.object({ data: appearanceSettings });

export const appearanceTenantParams = z.object({ tenant: idParam });

export const toggleCoursePageIndicatorBody = z.object({
  course_page_indicator: z.boolean({ error: 'course_page_indicator deve ser verdadeiro ou falso' }),
});
export const toggleModulePageIndicatorBody = z.object({
  module_page_indicator: z.boolean({ error: 'module_page_indicator deve ser verdadeiro ou falso' }),
});
