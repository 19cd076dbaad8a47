import { describe, expect, it } from 'vitest';
import { storageSize } from './storage-size';

describe("the console's storage column", () => {
  it('picks kB, MB or GB in the reader’s language', () => {
    expect(storageSize(0, 'pt-BR')).toBe('0 kB');
    expect(storageSize(851_968, 'pt-BR')).toBe('832 kB');
    expect(storageSize(2_516_582, 'pt-BR')).toBe('2,4 MB');
    expect(storageSize(2_516_582, 'en')).toBe('2.4 MB');
    expect(storageSize(1_288_490_189, 'es')).toBe('1,2 GB');
  });

  it('a size that rounds to 1,024 of a unit is one of the next', () => {
    expect(storageSize(1_048_570, 'en')).toBe('1 MB');
  });
});
