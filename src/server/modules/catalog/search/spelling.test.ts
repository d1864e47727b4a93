import { describe, expect, it } from 'vitest';
import { editDistance, neighbouringKeys, pickCorrection, slipCost, wordsOf } from './spelling';

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

  it('allows one edit up to five letters: two would reach unrelated words', () => {
    expect(pickCorrection('panir', ['pan', 'paneer'])).toBeNull();
    expect(pickCorrection('bred', ['brew', 'bread'])).toBe('bread');
    expect(pickCorrection('biscut', ['biscuits', 'biscuit'])).toBe('biscuit');
    expect(pickCorrection('chocolte', ['chocolates', 'chocolate'])).toBe('chocolate');
  });

  it('prefers the likeliest slip among candidates at the same edit distance', () => {
    // A left-out letter or swapped neighbours, then a neighbouring key or a stray letter, then any other letter.
    expect(slipCost('bred', 'bread')).toBeLessThan(slipCost('bred', 'brew'));
    expect(slipCost('moblie', 'mobile')).toBeCloseTo(0.8);
    expect(slipCost('tomsto', 'tomato')).toBeCloseTo(0.9);
    expect(slipCost('tomxto', 'tomato')).toBe(1);
    expect(slipCost('milkk', 'milk')).toBeCloseTo(0.9);
    expect(pickCorrection('bred', ['bed', 'brew', 'bread'])).toBe('bread');
    expect(pickCorrection('mulk', ['milk', 'mulch'])).toBe('milk');
    expect(neighbouringKeys('s', 'a')).toBe(true);
    expect(neighbouringKeys('a', 'q')).toBe(true);
    expect(neighbouringKeys('z', 's')).toBe(true);
    expect(neighbouringKeys('d', 'w')).toBe(false);
    expect(neighbouringKeys('a', 'p')).toBe(false);
  });

  it('splits text into lower-case words of letters and digits', () => {
    expect(wordsOf('Dairy-Milk  CHOCOLATE, 200g!', 8)).toEqual(['dairy', 'milk', 'chocolate', '200g']);
    expect(wordsOf('a b c d', 2)).toEqual(['a', 'b']);
    expect(wordsOf(' %_\\ ', 8)).toEqual([]);
    // Devanagari's vowel signs are combining marks: they belong to the word.
    expect(wordsOf('लाल टमाटर', 8)).toEqual(['लाल', 'टमाटर']);
  });
});
