import type { SelectOption } from '../../../components/OptionSelect';

/** The school's products to filter by and to grant: the products feature owns that list, and the edit panel hands it in. */
export type ProductChoices = { options: SelectOption[] | undefined; loading: boolean; failed: boolean };
