import { z } from 'zod';

/** Staff images of the school's look (and a quiz profile's picture), each cropped in the browser to its size first. */
export const imageKinds = ['logo_square', 'logo_horizontal', 'favicon', 'login_banner', 'login_banner_vertical', 'quiz_profile'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** Crop outputs named by spec 002 (Aparência logo hints; login page backgrounds as banners). */
export const IMAGE_CROPS: Record<ImageKind, { width: number; height: number }> = {
  logo_square: { width: 200, height: 200 },
  logo_horizontal: { width: 960, height: 520 },
  favicon: { width: 32, height: 32 },
  login_banner: { width: 1920, height: 1080 },
  login_banner_vertical: { width: 1080, height: 1920 },
  /** A behavioural quiz's result profile (docs/quizzes.md): shown beside its description on the result. */
  quiz_profile: { width: 800, height: 450 },
};

/** Spec 000 §5: uploads up to 15 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1_048_576;

export const uploadImageQuery = z.object({ kind: z.enum(imageKinds, { error: 'Tipo de imagem inválido' }) });
export const uploadImageReply = z.object({ url: z.string() });
