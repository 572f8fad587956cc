import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';
import './zod-deutsch.ts';

// zod-deutsch.ts sets the locale through zod/mini's config; classic schemas must follow it.
describe('German default messages', () => {
  it('apply to classic and mini schemas alike', () => {
    expect(z.string().safeParse(1).error?.issues[0]?.message).toMatch(/^Ungültige Eingabe/);
    expect(mini.string().safeParse(1).error?.issues[0]?.message).toMatch(/^Ungültige Eingabe/);
  });
});
