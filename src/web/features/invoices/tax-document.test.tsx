import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TTaxDocument } from '#src/contracts/invoices';
import { TaxDocumentPage } from './document-page';
import { TaxDocument } from './tax-document';

// Hand-worked figures (paise, prices include GST): 2 × Toor Dal at Rs 150, 5 %: taxable 30000 / 1.05 = 28571,
// tax 1429 = 714 + 715. Delivery Rs 25 at 18 %: taxable 2500 / 1.18 = 2119, tax 381 = 190 + 191.
const invoice: TTaxDocument = {
  id: 7,
  kind: 'invoice',
  number: 'INV/2026-27/000123',
  issuedAt: '2026-11-29T06:00:00.000Z',
  total: 32500,
  orderId: 42,
  financialYear: '2026-27',
  issuedOn: '2026-11-29',
  placeOfSupply: '27-Maharashtra',
  intraState: true,
  seller: {
    name: 'Kirana',
    legalName: 'Kirana Stores Private Limited',
    address: ['4 Station Road', 'Pune 411001', 'Maharashtra'],
    state: '27-Maharashtra',
    gstin: '27ABCDE1234F1Z5',
    fssai: '11521999000123',
    phone: '+91 20 4000 1000',
    email: 'care@kirana.example',
  },
  buyer: {
    name: 'Asha Verma',
    address: ['12 MG Road', 'Flat 4B', 'Pune'],
    pincode: '411001',
    state: 'Maharashtra',
    phone: '9876543210',
  },
  invoice: null,
  reason: '',
  lines: [
    {
      description: 'Toor Dal (1 kg)',
      hsnCode: '0713',
      quantity: 2,
      rateBps: 500,
      amount: 30000,
      unitPrice: 15000,
      taxable: 28571,
      cgst: 714,
      sgst: 715,
      igst: 0,
    },
    {
      description: 'Delivery charge',
      hsnCode: '996813',
      quantity: 1,
      rateBps: 1800,
      amount: 2500,
      unitPrice: 2500,
      taxable: 2119,
      cgst: 190,
      sgst: 191,
      igst: 0,
    },
  ],
  byRate: [
    { rateBps: 500, taxable: 28571, cgst: 714, sgst: 715, igst: 0 },
    { rateBps: 1800, taxable: 2119, cgst: 190, sgst: 191, igst: 0 },
  ],
  totals: { total: 32500, taxable: 30690, cgst: 904, sgst: 906, igst: 0 },
  amountInWords: 'Rupees Three Hundred and Twenty Five Only',
};

// A goodwill credit of Rs 10.50 to a shopper in Karnataka (IGST), shared on the dal line: 1050 / 1.05 = 1000 + 50.
const creditNote: TTaxDocument = {
  ...invoice,
  id: 8,
  kind: 'credit_note',
  number: 'CN/2026-27/000004',
  total: 1050,
  issuedOn: '2026-12-01',
  placeOfSupply: '29-Karnataka',
  intraState: false,
  buyer: { ...invoice.buyer, address: ['8 Residency Road'], pincode: '560025', state: 'Karnataka' },
  invoice: { number: 'INV/2026-27/000123', issuedOn: '2026-11-29' },
  reason: 'Goodwill: late delivery',
  lines: [
    {
      description: 'Toor Dal (1 kg)',
      hsnCode: '0713',
      quantity: 0,
      rateBps: 500,
      amount: 1050,
      unitPrice: null,
      taxable: 1000,
      cgst: 0,
      sgst: 0,
      igst: 50,
    },
  ],
  byRate: [{ rateBps: 500, taxable: 1000, cgst: 0, sgst: 0, igst: 50 }],
  totals: { total: 1050, taxable: 1000, cgst: 0, sgst: 0, igst: 50 },
  amountInWords: 'Rupees Ten and Fifty Paise Only',
};

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const columnNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('TaxDocument', () => {
  it('prints an intra-state tax invoice: seller, buyer, CGST and SGST per line, tax by rate, totals in words', () => {
    render(<TaxDocument document={invoice} />);
    const doc = screen.getByRole('article', { name: 'Tax invoice INV/2026-27/000123' });
    expect(within(doc).getByRole('heading', { level: 1 }).textContent).toBe('Tax invoice INV/2026-27/000123');
    expect(doc.textContent).toContain('Order #42');
    expect(doc.textContent).toContain('Date29 Nov 2026');
    expect(doc.textContent).toContain('Place of supply27-Maharashtra');
    expect(doc.textContent).not.toContain('Against invoice');

    const seller = screen.getByRole('region', { name: 'Sold by' });
    for (const text of [
      'Kirana Stores Private Limited',
      '4 Station Road',
      'GSTIN27ABCDE1234F1Z5',
      'FSSAI licence no.11521999000123',
      'care@kirana.example',
    ])
      expect(seller.textContent).toContain(text);
    const buyer = screen.getByRole('region', { name: 'Billed and delivered to' });
    expect(buyer.textContent).toContain('Asha Verma');
    expect(buyer.textContent).toContain('Maharashtra 411001');
    expect(buyer.textContent).toContain('Phone9876543210');

    const lines = screen.getByRole('table', { name: 'Items supplied' });
    expect(columnNames(lines)).toEqual([
      '#',
      'Item',
      'HSN/SAC',
      'Qty',
      'Rate',
      'Taxable value',
      'GST',
      'CGST',
      'SGST',
      'Amount',
    ]);
    const rows = within(lines).getAllByRole('row');
    expect(cells(rows[1]!)).toEqual([
      '1',
      'Toor Dal (1 kg)',
      '0713',
      '2',
      'Rs 150.00',
      'Rs 285.71',
      '5%',
      'Rs 7.14',
      'Rs 7.15',
      'Rs 300.00',
    ]);
    expect(cells(rows[2]!)).toEqual([
      '2',
      'Delivery charge',
      '996813',
      '1',
      'Rs 25.00',
      'Rs 21.19',
      '18%',
      'Rs 1.90',
      'Rs 1.91',
      'Rs 25.00',
    ]);
    expect(cells(rows[3]!)).toEqual(['Total', 'Rs 306.90', '', 'Rs 9.04', 'Rs 9.06', 'Rs 325.00']);

    const byRate = screen.getByRole('table', { name: 'Tax by rate' });
    expect(columnNames(byRate)).toEqual(['GST', 'Taxable value', 'CGST', 'SGST']);
    expect(within(byRate).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['5%', 'Rs 285.71', 'Rs 7.14', 'Rs 7.15'],
      ['18%', 'Rs 21.19', 'Rs 1.90', 'Rs 1.91'],
    ]);
    expect(doc.textContent).toContain('Amount in words: Rupees Three Hundred and Twenty Five Only');
    expect(doc.textContent).toContain('Prices include GST.');
  });

  it('prints an inter-state credit note: its invoice and reason, IGST only, no unit price for a shared refund', () => {
    render(<TaxDocument document={creditNote} />);
    const doc = screen.getByRole('article', { name: 'Credit note CN/2026-27/000004' });
    expect(doc.textContent).toContain('Against invoice INV/2026-27/000123 of 29 Nov 2026');
    expect(doc.textContent).toContain('Reason: Goodwill: late delivery');
    expect(doc.textContent).toContain('Credit note numberCN/2026-27/000004');
    expect(doc.textContent).toContain('Place of supply29-Karnataka');
    const lines = screen.getByRole('table', { name: 'Items supplied' });
    expect(columnNames(lines)).toContain('IGST');
    expect(columnNames(lines)).not.toContain('CGST');
    expect(cells(within(lines).getAllByRole('row')[1]!)).toEqual([
      '1',
      'Toor Dal (1 kg)',
      '0713',
      '—',
      '—',
      'Rs 10.00',
      '5%',
      'Rs 0.50',
      'Rs 10.50',
    ]);
    expect(columnNames(screen.getByRole('table', { name: 'Tax by rate' }))).toEqual(['GST', 'Taxable value', 'IGST']);
    expect(doc.textContent).toContain('Amount in words: Rupees Ten and Fifty Paise Only');
  });
});

describe('TaxDocumentPage', () => {
  it('prints with Print and with Download PDF (the print dialog saves the PDF), and leads back to the order', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const router = createMemoryRouter(
      [
        {
          path: '/orders/:id/documents/:documentId',
          element: <TaxDocumentPage document={invoice} orderHref="/orders/42" />,
        },
      ],
      { initialEntries: ['/orders/42/documents/7'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe('/orders/42');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const download = screen.getByRole('button', { name: 'Download PDF' });
    expect(download.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(download.getAttribute('aria-describedby')!)?.textContent).toContain('Save as PDF');
    fireEvent.click(download);
    expect(print).toHaveBeenCalledTimes(2);
  });
});
