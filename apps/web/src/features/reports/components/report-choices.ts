import type { SelectOption } from '../../../components/OptionSelect';

/** The school's courses or quizzes to report on: other features own those lists, and the edit panel hands them in. */
export type ReportChoices = { options: SelectOption[] | undefined; loading: boolean; failed: boolean };
