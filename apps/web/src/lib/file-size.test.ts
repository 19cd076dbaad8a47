import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize (KB under a megabyte, MB from there, in the reader’s language)', () => {
  it('writes the number as the language does', () => {
    expect(fileSize(2_516_582, 'pt')).toBe('2,4 MB');
    expect(fileSize(2_516_582, 'en')).toBe('2.4 MB');
    expect(fileSize(849_920, 'pt')).toBe('830 KB');
    expect(fileSize(50 * 1_048_576, 'es')).toBe('50 MB');
  });

  it('never says 0 KB, and says 1 MB rather than 1.024 KB', () => {
    expect(fileSize(12, 'pt')).toBe('1 KB');
    expect(fileSize(1_048_570, 'pt')).toBe('1 MB');
  });
});
