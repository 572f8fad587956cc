import { describe, expect, it } from 'vitest';
import { endpreisText } from './format.ts';

describe('the one price the customer pays: the headline figure of a dynamic contract', () => {
  it('is the all-in price, with the exchange price named as its component', () => {
    expect(endpreisText(0.28123, 0.0596)).toBe('28,12 ct/kWh (alles inklusive, davon Börsenpreis 5,96 ct/kWh)');
    expect(endpreisText(0.2812, undefined)).toBe('28,12 ct/kWh (alles inklusive)');
    expect(endpreisText(0.1, -0.012)).toBe('10,00 ct/kWh (alles inklusive, davon Börsenpreis -1,20 ct/kWh)');
  });
});
