import { describe, expect, it } from 'vitest';
import { anhangKopf } from './dateiname.ts';

describe('attachment header', () => {
  it('drops path parts and encodes per RFC 5987', () => {
    expect(anhangKopf('../../etc/passwd')).toBe(`attachment; filename="passwd"; filename*=UTF-8''passwd`);
    expect(anhangKopf('Rechnung (2025).pdf')).toBe(`attachment; filename="Rechnung (2025).pdf"; filename*=UTF-8''Rechnung%20%282025%29.pdf`);
    expect(anhangKopf('€.pdf')).toBe(`attachment; filename="_.pdf"; filename*=UTF-8''%E2%82%AC.pdf`);
  });
});
