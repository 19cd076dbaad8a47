import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconPresentation,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';

/** A lesson material's icon, by the kind of document its name says (the catalog's list and the studio's). */

export type MaterialKind = 'pdf' | 'spreadsheet' | 'presentation' | 'document' | 'archive' | 'file';

const KINDS: Record<string, MaterialKind> = {
  pdf: 'pdf',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  key: 'presentation',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  txt: 'document',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
};

/** The kind by the name's extension (the server names a material with the extension its bytes are). */
export function materialKind(name: string): MaterialKind {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? KINDS[name.slice(dot + 1).toLowerCase()] : undefined) ?? 'file';
}

const ICONS: Record<MaterialKind, Icon> = {
  pdf: IconFileTypePdf,
  spreadsheet: IconFileSpreadsheet,
  presentation: IconPresentation,
  document: IconFileText,
  archive: IconFileZip,
  file: IconFile,
};

/** The icon of a material named `name`; decorative (the name beside it says what it is). */
export function MaterialIcon({ name, ...props }: { name: string } & IconProps) {
  const Kind = ICONS[materialKind(name)];
  return <Kind aria-hidden {...props} />;
}
