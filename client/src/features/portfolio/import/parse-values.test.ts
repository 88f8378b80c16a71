import { describe, expect, it } from 'vitest';
import { parseAmount, parseAmountWithUnit, parseTime } from './parse-values';
import { rowId } from './row-id';
import { findHeader, readCsv } from './read-csv';

describe('values as exports write them', () => {
  it('reads amounts with currency signs, grouping, signs and parentheses', () => {
    expect(parseAmount('$1,234.56')).toBe(1234.56);
    expect(parseAmount('€1.00')).toBe(1);
    expect(parseAmount('-0.5')).toBe(-0.5);
    expect(parseAmount('(12.50)')).toBe(-12.5);
    expect(parseAmount('1e-8')).toBe(1e-8);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });

  it('reads Binance’s amounts with their unit inside', () => {
    expect(parseAmountWithUnit('0.5BTC')).toEqual({ amount: 0.5, unit: 'BTC' });
    expect(parseAmountWithUnit('1,234.5USDT')).toEqual({ amount: 1234.5, unit: 'USDT' });
    expect(parseAmountWithUnit('0.00075 BNB')).toEqual({ amount: 0.00075, unit: 'BNB' });
    expect(parseAmountWithUnit('12')).toBeNull();
  });

  it('reads times as UTC unless they name a zone', () => {
    const utc = Date.UTC(2024, 1, 1, 10, 20, 30);
    expect(parseTime('2024-02-01 10:20:30 UTC')).toBe(utc);
    expect(parseTime('2024-02-01 10:20:30')).toBe(utc);
    expect(parseTime('2024-02-01T10:20:30Z')).toBe(utc);
    expect(parseTime('2024-02-01T11:20:30+01:00')).toBe(utc);
    expect(parseTime('2024-02-01T11:20:30+0100')).toBe(utc);
    expect(parseTime('2024-02-01 10:20')).toBe(Date.UTC(2024, 1, 1, 10, 20));
    expect(parseTime('2024-02-01')).toBe(Date.UTC(2024, 1, 1));
    expect(parseTime('01/02/2024')).toBeNull();
  });
});

describe('reading a CSV file', () => {
  it('drops a byte-order mark and blank lines, keeps line numbers, and finds a header after a preamble', () => {
    const lines = readCsv('\uFEFFYou can use this report\n\nTransactions\nID,Timestamp,Asset\n"a, b",2024-01-01,BTC\n');
    expect(lines.map((l) => l.line)).toEqual([1, 3, 4, 5]);
    expect(findHeader(lines, ['Timestamp', 'Asset'])).toBe(2);
    expect(lines[3]!.cells).toEqual(['a, b', '2024-01-01', 'BTC']);
  });

  it('gives a row the same id each time, and different rows different ids', () => {
    expect(rowId('kraken', ['L1', 'R1'])).toBe(rowId('kraken', ['L1', 'R1']));
    expect(rowId('kraken', ['L1', 'R1'])).not.toBe(rowId('kraken', ['L1', 'R2']));
    expect(rowId('kraken', ['L1'])).not.toBe(rowId('coinbase', ['L1']));
    expect(rowId('kraken', ['a', 'bc'])).not.toBe(rowId('kraken', ['ab', 'c']));
    expect(rowId('kraken', ['x'])).toMatch(/^kraken:[0-9a-f]{16}$/);
  });
});
