import { describe, expect, it } from 'vitest';

describe('CSS module class names (vite.config.ts: `<File>_<class>`)', () => {
  it('are unique because no two module files share a name', () => {
    // Paths only: the glob's loaders are never called.
    const files = Object.keys(import.meta.glob('../**/*.module.css'));
    const names = files.map((file) => file.split('/').pop());
    expect(files.length).toBeGreaterThan(10);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
