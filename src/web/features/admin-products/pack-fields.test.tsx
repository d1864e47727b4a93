import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertProvider } from '#src/web/lib/alert';
import { PackFields } from './pack-fields';
import { emptyPack, type PackDraft } from './product-form';

/** One pack's fields with the editor's own state handling (a change merges into the pack). */
function OnePack({ start }: { start?: Partial<PackDraft> }) {
  const [pack, setPack] = useState<PackDraft>({ ...emptyPack(), ...start });
  return (
    <AlertProvider>
      <ul>
        <PackFields
          pack={pack}
          number={1}
          errors={{}}
          canRemove={false}
          onChange={(change) => setPack((current) => ({ ...current, ...change }))}
          onRemove={() => {}}
        />
      </ul>
    </AlertProvider>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const shown = () => ({
  option: (screen.getByRole('combobox', { name: 'Option' }) as HTMLSelectElement).value,
  optionValue: (screen.getByRole('textbox', { name: 'Option value' }) as HTMLInputElement).value,
  netQuantity: (screen.getByRole('textbox', { name: 'Net quantity' }) as HTMLInputElement).value,
  unit: (screen.getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value,
});

describe('a pack’s size entered once (issue 31 §6)', () => {
  it('the label fills the option value and the net quantity with its unit, and keeps them in step', () => {
    render(<OnePack />);
    expect(screen.queryByRole('textbox', { name: 'Option value' })).toBeNull();
    type('Label', '500 g');
    expect(shown()).toEqual({ option: 'weight', optionValue: '500 g', netQuantity: '500', unit: 'g' });
    type('Label', '1 L');
    expect(shown()).toEqual({ option: 'weight', optionValue: '1 L', netQuantity: '1', unit: 'l' });
  });

  it('pieces make a size; a label that is no size fills nothing', () => {
    render(<OnePack />);
    type('Label', 'Family pack');
    expect(screen.queryByRole('textbox', { name: 'Option value' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Net quantity' }) as HTMLInputElement).value).toBe('');
    type('Label', '6 pcs');
    expect(shown()).toEqual({ option: 'size', optionValue: '6 pcs', netQuantity: '6', unit: 'piece' });
  });

  it('a field the grocer changed by hand stays theirs', () => {
    render(<OnePack />);
    type('Label', '500 g');
    type('Net quantity', '450');
    type('Option value', 'Half kilo');
    type('Label', '1 kg');
    expect(shown()).toEqual({ option: 'weight', optionValue: 'Half kilo', netQuantity: '450', unit: 'g' });
  });

  it('a saved pack whose fields match its label follows a new label', () => {
    render(
      <OnePack start={{ label: '200 ml', option: 'weight', optionValue: '200 ml', netQuantity: '200', unit: 'ml' }} />,
    );
    type('Label', '250 ml');
    expect(shown()).toEqual({ option: 'weight', optionValue: '250 ml', netQuantity: '250', unit: 'ml' });
  });
});

describe('a pack’s own image (decision 063)', () => {
  it('shows the pack’s image with a way to remove it; without one, only the upload', () => {
    render(<OnePack start={{ label: '5 l', image: 'oil-5l.webp' }} />);
    expect(screen.getByRole('img', { name: 'Image of pack 5 l' }).getAttribute('src')).toBe(
      '/download/oil-5l-200.webp',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the image of pack 1' }));
    expect(screen.queryByRole('img', { name: 'Image of pack 5 l' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove the image of pack 1' })).toBeNull();
    expect(screen.getByLabelText('Upload pack image 1')).toBeTruthy();
  });
});
