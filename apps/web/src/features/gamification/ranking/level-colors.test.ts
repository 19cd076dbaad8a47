import { describe, expect, it } from 'vitest';
import { textOn } from './level-colors';

describe('the text on a level’s colour (WCAG contrast, not a luminance threshold)', () => {
  it('is black on mid-tones where white would fail (bronze, silver, gold) and white on dark ones', () => {
    expect(textOn('#CD7F32')).toBe('#000');
    expect(textOn('#C0C0C0')).toBe('#000');
    expect(textOn('#FFD700')).toBe('#000');
    expect(textOn('#1E3A8A')).toBe('#fff');
    expect(textOn('#228be6')).toBe('#000');
    expect(textOn('#000')).toBe('#fff');
  });

  it('leaves a colour that is not hex to the theme', () => {
    expect(textOn('red')).toBeNull();
    expect(textOn('#12345')).toBeNull();
  });
});
