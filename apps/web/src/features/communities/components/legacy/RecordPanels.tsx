import { AppearanceFields } from './AppearanceFields';
import { GeneralFields } from './GeneralFields';
import { LegacyPanel } from './LegacyPanel';
import { LinksFields } from './LinksFields';
import { SalesFields } from './SalesFields';

/** The record's four panels, the same in both forms; they read the surrounding FormProvider. */
export function RecordPanels() {
  return (
    <>
      <LegacyPanel value="general">
        <GeneralFields />
      </LegacyPanel>
      <LegacyPanel value="appearance">
        <AppearanceFields />
      </LegacyPanel>
      <LegacyPanel value="sales">
        <SalesFields />
      </LegacyPanel>
      <LegacyPanel value="links">
        <LinksFields />
      </LegacyPanel>
    </>
  );
}
