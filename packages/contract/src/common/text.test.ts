import { describe, expect, it } from 'vitest';
import { istSauber, text } from './text.ts';

describe('text()', () => {
  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const boese of ['a\u0000b', 'x\u0007', '\uD800', 'a\uDC00b', '\u007F']) expect(istSauber(boese)).toBe(false);
  });
  it('accepts umlauts, emoji (surrogate pairs), tabs and line breaks', () => {
    for (const gut of ['Müller-Lüdenscheidt', 'Strom ⚡ 😀', 'Zeile 1\nZeile 2\r\n\tEnde']) expect(istSauber(gut)).toBe(true);
  });
  it('chains like z.string()', () => {
    const s = text().trim().min(2).max(4);
    expect(s.safeParse(' ab ').success).toBe(true);
    expect(s.safeParse('a\u0000').success).toBe(false);
    expect(s.safeParse('abcde').success).toBe(false);
  });
});
