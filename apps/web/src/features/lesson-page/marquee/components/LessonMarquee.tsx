import { fillNames } from '../../../../components/marquee/fill-names';
import { Marquee } from '../../../../components/marquee/Marquee';
import { useTenant } from '../../../../lib/tenant';
import { useLessonMarquee } from '../api/get-lesson-marquee';

/** The lesson's marquee, when a product that opens its course has one; nothing otherwise (or while it loads). */
export function LessonMarquee({ lessonId }: { lessonId: number }) {
  const tenantId = useTenant().data?.id;
  const marquee = useLessonMarquee(tenantId, lessonId).data;
  if (!marquee) return null;
  const { names, ...shown } = marquee;
  return <Marquee {...shown} text={fillNames(shown.text, names)} />;
}
