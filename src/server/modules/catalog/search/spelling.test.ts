import { describe, expect, it } from 'vitest';
import { editDistance, pickCorrection, wordsOf } from './spelling';

describe('spelling correction', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('mobile', 'mobile')).toBe(0);
    expect(editDistance('moblie', 'mobile')).toBe(1);
    expect(editDistance('chocolte', 'chocolate')).toBe(1);
    expect(editDistance('bananna', 'banana')).toBe(1);
    expect(editDistance('milk', 'silk')).toBe(1);
    expect(editDistance('', 'tea')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('चाय', 'चाये')).toBe(1);
  });

  it('picks the nearest candidate within one edit for short words and two for longer ones', () => {
    expect(pickCorrection('moblie', ['mobile', 'mobiles', 'men'])).toBe('mobile');
    expect(pickCorrection('chocolte', ['chocolate', 'chocolates'])).toBe('chocolate');
    expect(pickCorrection('tee', ['tea', 'toe'])).toBe('tea');
    expect(pickCorrection('milq', ['mask'])).toBeNull();
    expect(pickCorrection('xyzzyq', ['mobile', 'laptop'])).toBeNull();
    expect(pickCorrection('word', [])).toBeNull();
  });

  it('splits text into lower-case words of letters and digits', () => {
    expect(wordsOf('Dairy-Milk  CHOCOLATE, 200g!', 8)).toEqual(['dairy', 'milk', 'chocolate', '200g']);
    expect(wordsOf('a b c d', 2)).toEqual(['a', 'b']);
    expect(wordsOf(' %_\\ ', 8)).toEqual([]);
  });
});
