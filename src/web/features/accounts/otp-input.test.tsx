import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

/** The input as a form holds it: six boxes, controlled. */
function Harness({ start = ['', '', '', '', '', ''] }: { start?: string[] }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <span id="otp-label">Code</span>
      <OtpInput id="otp" value={value} onChange={setValue} />
      <output data-testid="code">{value.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('takes digits only, one per box, moving the focus on after each', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1a2-3');
    expect(code()).toBe('123');
    expect(box(4)).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box(4));
  });

  it('goes back with Backspace in an empty box, clearing the digit before it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(box(3));
  });

  it('moves with the arrow keys without changing the code', async () => {
    const user = userEvent.setup();
    render(<Harness start={['4', '5', '6', '', '', '']} />);
    await user.click(box(2));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(box(1));
    expect(code()).toBe('456');
  });

  it('spreads a pasted code over every box, whichever box has the focus, ignoring spaces and dashes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('987-654');
    expect(code()).toBe('987654');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['9', '8', '7', '6', '5', '4']);
  });

  it('replaces the digit of a filled box with the one typed', async () => {
    const user = userEvent.setup();
    render(<Harness start={['1', '2', '3', '4', '5', '6']} />);
    await user.click(box(2));
    await user.keyboard('9');
    expect(code()).toBe('193456');
    expect(document.activeElement).toBe(box(3));
  });
});
