import type { AppearanceSettings } from '@trilha/shared/appearance/schemas';
import type { AppearanceRow } from './repo';

/** Row -> wire: the spec's field names, sidebar, showcase and the showcase flags as 0/1 (spec 002 §3). */
export function presentAppearance(row: AppearanceRow): AppearanceSettings {
  return {
    tenant_id: row.tenantId,
    primary_color: row.primaryColor,
    text_color: row.textColor,
    font_primary: row.fontPrimary,
    background_color_primary: row.backgroundColorPrimary,
    logo_square: row.logoSquare,
    logo_horizontal: row.logoHorizontal,
    favicon: row.favicon,
    sidebar: row.sidebar ? 1 : 0,
    showcase: row.showcase ? 1 : 0,
    course_page_indicator: row.coursePageIndicator,
    module_page_indicator: row.modulePageIndicator,
    theme_classes: row.themeClasses,
    lesson_comments: row.lessonComments,
    show_carrousel_continue_class: row.showContinueClass ? 1 : 0,
    show_carrousel_continue_module: row.showContinueModule ? 1 : 0,
    show_carrousel_continue_course: row.showContinueCourse ? 1 : 0,
    show_carrousel_highlight: row.showHighlight ? 1 : 0,
  };
}
