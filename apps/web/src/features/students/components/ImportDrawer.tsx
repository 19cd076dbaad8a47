import { Drawer } from '@mantine/core';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@trilha/shared/students/import-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '../../../components/SectionLoader';
import { importRunning } from '../api/get-import';
import { useImportStudents } from '../api/import-students';
import { DRAWER_WIDTH, DRAWER_Z_INDEX } from './drawer';
import { ImportFileStep } from './ImportFileStep';
import { uploadRefusal } from './import-messages';
import { RowsProgress, UploadProgress } from './ImportProgress';
import { ImportResults } from './ImportResults';
import type { ImportTracker } from './import-tracker';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The import the panel follows (useImportTracker): the drawer starts one, and shows it. */
  tracker: ImportTracker;
};

/**
 * "Importar CSV": choose a file and simulate (nothing changes), read each line's outcome, then
 * import the same file for real. The file and the choices stay while the drawer is closed, so an
 * import left running is found again at its results; closing a settled import's results forgets it.
 */
export function ImportDrawer({ opened, onClose, tracker }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [sendInvite, setSendInvite] = useState(false);
  const [sent, setSent] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useImportStudents();
  const status = tracker.id === null ? undefined : tracker.status.data;

  const send = (chosen: File, dryRun: boolean, invite: boolean) => {
    setRefusal(null);
    setSent(0);
    upload.mutate(
      { file: chosen, dryRun, sendInvite: invite, onProgress: setSent },
      {
        onSuccess: (id) => tracker.follow(id),
        onError: (error) => setRefusal(uploadRefusal(error) ?? t('students.section.unknownError')),
      },
    );
  };

  const simulate = () => {
    if (!file) setRefusal(IMPORT_MESSAGES.fileRequired);
    else if (file.size > IMPORT_MAX_BYTES) setRefusal(IMPORT_MESSAGES.fileTooLarge);
    else send(file, true, sendInvite);
  };

  /** Back to step "Arquivo" with nothing chosen. */
  const restart = () => {
    tracker.forget();
    upload.reset();
    setFile(null);
    setRefusal(null);
  };

  const close = () => {
    // A settled import's results closed: forgotten, and the next opening starts from a blank step.
    // One still running (or a file still going up) is kept, with the file for its "Importar".
    if (!upload.isPending && (tracker.id === null || (status && !importRunning(status)))) {
      restart();
      setSendInvite(false);
    }
    onClose();
  };

  const body = () => {
    if (upload.isPending) return <UploadProgress fraction={sent} dryRun={upload.variables.dryRun} />;
    if (tracker.id === null) {
      return (
        <ImportFileStep
          file={file}
          onFile={(next) => {
            setFile(next);
            setRefusal(null);
          }}
          sendInvite={sendInvite}
          onSendInvite={setSendInvite}
          refusal={refusal}
          onSimulate={simulate}
        />
      );
    }
    return (
      <SectionLoader query={tracker.status} failed={t('students.import.loadFailed')}>
        {(current) =>
          importRunning(current) ? (
            <RowsProgress status={current} />
          ) : (
            <ImportResults
              status={current}
              canImport={file !== null}
              refusal={refusal}
              onImport={() => {
                if (file) send(file, false, current.send_invite);
              }}
              onRestart={restart}
              onClose={close}
            />
          )
        }
      </SectionLoader>
    );
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={DRAWER_WIDTH}
      zIndex={DRAWER_Z_INDEX}
      title={t('students.import.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={false}
    >
      {body()}
    </Drawer>
  );
}
