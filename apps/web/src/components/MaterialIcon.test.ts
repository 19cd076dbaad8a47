import { describe, expect, it } from 'vitest';
import { materialKind } from './MaterialIcon';

describe('materialKind (the icon of a lesson material)', () => {
  it('tells the kind from the extension, whatever its case', () => {
    expect(materialKind('Apostila.PDF')).toBe('pdf');
    expect(['a.xlsx', 'a.xls', 'a.csv'].map(materialKind)).toEqual(['spreadsheet', 'spreadsheet', 'spreadsheet']);
    expect(['a.pptx', 'a.ppt'].map(materialKind)).toEqual(['presentation', 'presentation']);
    expect(['a.docx', 'a.doc', 'leia-me.txt'].map(materialKind)).toEqual(['document', 'document', 'document']);
    expect(materialKind('exercicios.zip')).toBe('archive');
  });

  it('falls back to a plain file for anything else, or no extension', () => {
    expect(materialKind('planilha.numbers')).toBe('file');
    expect(materialKind('LEIAME')).toBe('file');
    expect(materialKind('.pdf')).toBe('file');
  });
});
