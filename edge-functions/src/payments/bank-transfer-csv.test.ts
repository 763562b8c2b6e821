import { describe, expect, it } from 'vitest';
import { bankTransferCsv } from './bank-transfer-csv.ts';

const row = {
  id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  amount_cents: 1234505,
  account_holder: 'Nuwan Perera',
  account_number: '800123456789',
  bank_name: 'Commercial Bank of Ceylon',
  branch: 'Kandy',
};

describe('the bank bulk-transfer file', () => {
  it('has a header and one CRLF line per transfer, amounts in rupees without separators', () => {
    expect(bankTransferCsv([row])).toBe(
      'beneficiary_name,account_number,bank_name,branch_name,amount,currency,reference\r\n' +
        'Nuwan Perera,800123456789,Commercial Bank of Ceylon,Kandy,12345.05,LKR,LLB1C2D3E4F5A6\r\n',
    );
  });

  it('quotes commas and quotes, and defuses what a spreadsheet would run as a formula', () => {
    const line = bankTransferCsv([
      { ...row, account_holder: '=HYPERLINK("x")', branch: 'Colombo 03, Kollupitiya' },
    ]).split('\r\n')[1];
    expect(line).toBe(
      `"'=HYPERLINK(""x"")",800123456789,Commercial Bank of Ceylon,"Colombo 03, Kollupitiya",12345.05,LKR,LLB1C2D3E4F5A6`,
    );
  });

  it('is only the header when nothing is approved', () => {
    expect(bankTransferCsv([])).toBe(
      'beneficiary_name,account_number,bank_name,branch_name,amount,currency,reference\r\n',
    );
  });
});
