import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminZone } from '#src/contracts/admin-delivery';
import {
  closedRequest,
  emptySlotDraft,
  emptyZoneDraft,
  parsePincodeList,
  parseTime,
  slotRequest,
  zoneRequest,
} from './delivery-form';
import { ZoneForm } from './zone-form';

describe('pincode lists', () => {
  it('splits on commas, semicolons, spaces and line breaks; drops empties and repeats', () => {
    expect(parsePincodeList(' 560001,560002\n\n560001 ; 560003  ,', 'code')).toEqual({
      values: ['560001', '560002', '560003'],
      invalid: [],
    });
    expect(parsePincodeList('', 'code')).toEqual({ values: [], invalid: [] });
  });

  it('keeps what is not a pincode (or prefix) apart, as typed', () => {
    expect(parsePincodeList('560001, 56001, 0560001, 5600011, abc', 'code')).toEqual({
      values: ['560001'],
      invalid: ['56001', '0560001', '5600011', 'abc'],
    });
    expect(parsePincodeList('5, 56, 56000, 560001, 05', 'prefix')).toEqual({
      values: ['5', '56', '56000'],
      invalid: ['560001', '05'],
    });
  });
});

describe('zone drafts', () => {
  const draft = { ...emptyZoneDraft(), name: ' Koramangala ', codes: '560034\n560095', fee: '30', freeFrom: '499' };

  it('a valid draft is the API body: trimmed name, lists, whole rupees', () => {
    expect(zoneRequest(draft)).toEqual({
      body: {
        name: 'Koramangala',
        codes: ['560034', '560095'],
        prefixes: [],
        fee: 30,
        freeFrom: 499,
        minimumOrder: 0,
        active: true,
      },
    });
    expect(zoneRequest({ ...draft, neverFree: true, freeFrom: 'anything' }).body?.freeFrom).toBeNull();
  });

  it('names each wrong field', () => {
    expect(
      zoneRequest({ ...draft, name: '  ', codes: '560034, 5603', prefixes: '560034', fee: '-5', minimumOrder: '1.5' })
        .errors,
    ).toEqual({
      name: 'Enter a name',
      codes: 'Not 6-digit pincodes: 5603',
      prefixes: 'Not 1 to 5 leading digits of a pincode: 560034',
      fee: 'Enter whole rupees, 0 or more',
      minimumOrder: 'Enter whole rupees, 0 or more',
    });
    expect(zoneRequest({ ...draft, freeFrom: '' }).errors).toEqual({
      freeFrom: 'Enter the items total from which delivery is free, or choose Never free',
    });
    expect(zoneRequest({ ...draft, freeFrom: '4.5' }).errors).toEqual({ freeFrom: 'Enter whole rupees, 0 or more' });
    expect(zoneRequest({ ...draft, fee: '10000001' }).errors).toEqual({ fee: 'This amount is too large' });
    expect(zoneRequest({ ...draft, codes: '', prefixes: ' ' }).errors).toEqual({
      codes: 'List at least one pincode or prefix: a zone without any serves nobody',
    });
  });

  it('a long list of wrong entries shows the first five', () => {
    expect(zoneRequest({ ...draft, codes: '1 2 3 4 5 6 7' }).errors?.codes).toBe(
      'Not 6-digit pincodes: 1, 2, 3, 4, 5, …',
    );
  });

  it('the default zone sends no name and no pincodes', () => {
    expect(zoneRequest({ ...draft, name: '', codes: 'junk', fee: '0', neverFree: true }, true)).toEqual({
      body: { fee: 0, freeFrom: null, minimumOrder: 0, active: true },
    });
  });
});

describe('slot drafts', () => {
  it('takes 9:30 as 09:30 and 24:00 as the end of the day', () => {
    expect(parseTime('9:30')).toBe('09:30');
    expect(parseTime(' 18.45 ')).toBe('18:45');
    expect(parseTime('24:00')).toBe('24:00');
    for (const bad of ['24:01', '25:00', '9', '09:60', '0930', '']) expect(parseTime(bad), bad).toBeNull();
    expect(slotRequest({ ...emptySlotDraft(), start: '21:00', end: '24:00' }).body).toMatchObject({
      start: '21:00',
      end: '24:00',
    });
  });

  it('refuses an end before the start, a start at 24:00 and numbers out of range', () => {
    expect(
      slotRequest({ weekday: '6', start: '11:00', end: '10:30', capacity: 'ten', cutoffHours: '337', active: true })
        .errors,
    ).toEqual({
      end: 'The slot must end after it starts',
      capacity: 'Enter a whole number of orders, 0 to 10000',
      cutoffHours: 'Enter whole hours, 0 to 336 (two weeks)',
    });
    expect(slotRequest({ ...emptySlotDraft(), start: '24:00' }).errors).toEqual({
      start: 'Enter a time such as 09:30',
    });
    expect(slotRequest({ ...emptySlotDraft(), weekday: '8' }).errors).toEqual({ weekday: 'Choose a day' });
  });
});

describe('closed dates', () => {
  it('takes today or later, with a trimmed note', () => {
    expect(closedRequest({ day: '2026-11-28', note: ' Diwali ' }, '2026-11-28')).toEqual({
      body: { day: '2026-11-28', note: 'Diwali' },
    });
    expect(closedRequest({ day: '2026-11-27', note: '' }, '2026-11-28').errors).toEqual({
      day: 'Choose today or a later day',
    });
    expect(closedRequest({ day: '', note: 'x'.repeat(201) }, '2026-11-28').errors).toEqual({
      day: 'Choose a day',
      note: 'Use at most 200 characters',
    });
  });
});

const zone = (change: Partial<TAdminZone> = {}): TAdminZone => ({
  id: 7,
  name: 'Indiranagar',
  codes: ['560038'],
  prefixes: [],
  fee: 35,
  freeFrom: 499,
  minimumOrder: 150,
  active: true,
  isDefault: false,
  payOnDelivery: false,
  payOnDeliveryMaxOrder: null,
  payOnDeliveryMaxOpen: null,
  slots: [],
  ...change,
});

describe('the zone form', () => {
  it('shows a wrong pincode under its field once left, refuses to send, and sends the fixed list', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<ZoneForm zone={zone()} title="Edit zone" submitLabel="Save zone" onSubmit={onSubmit} onCancel={vi.fn()} />);
    // The form opens with the focus on its first field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    const codes = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Exact pincodes' });
    const description = () => document.getElementById(codes.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(codes.value).toBe('560038');
    await user.clear(codes);
    await user.type(codes, '560038, 56003');
    expect(screen.queryByText('Not 6-digit pincodes: 56003')).toBeNull();
    await user.tab();
    expect(codes.getAttribute('aria-invalid')).toBe('true');
    expect(description()).toBe('Not 6-digit pincodes: 56003');

    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(codes));

    await user.type(codes, '1\n560039');
    expect(screen.queryByText(/Not 6-digit pincodes/)).toBeNull();
    expect(codes.getAttribute('aria-invalid')).toBeNull();
    expect(description()).toMatch(/ 3 pincodes\.$/);
    await user.click(screen.getByRole('checkbox', { name: 'Never free: the fee always applies' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Free delivery from (Rs)' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Indiranagar',
      codes: ['560038', '560031', '560039'],
      prefixes: [],
      fee: 35,
      freeFrom: null,
      minimumOrder: 150,
      active: true,
      payOnDelivery: false,
      payOnDeliveryMaxOrder: null,
      payOnDeliveryMaxOpen: null,
    });
  });

  it('the default zone has no name or pincode fields', () => {
    render(
      <ZoneForm
        zone={zone({ name: 'Everywhere', codes: [], isDefault: true })}
        title="Edit zone Everywhere"
        submitLabel="Save zone"
        onSubmit={vi.fn(async () => true)}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Exact pincodes' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Delivery fee (Rs)' }).value).toBe('35');
    expect(screen.getByText(/It takes no pincodes and cannot be deleted/)).toBeTruthy();
  });
});
