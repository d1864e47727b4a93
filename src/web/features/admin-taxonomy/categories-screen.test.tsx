import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminCategory } from '#src/contracts/admin-taxonomy';
import { adminApi } from '#src/web/features/admin/index';
import { AlertProvider } from '#src/web/lib/alert';
import { CategoriesScreen } from './categories-screen';

const category = (id: number, name: string, parentId: number | null = null, position = id): TAdminCategory => ({
  id,
  parentId,
  name,
  nameHi: null,
  slug: name.toLowerCase(),
  color: '#ecfdf5',
  image: null,
  position,
  productCount: 0,
  children: [],
});
const TREE: TAdminCategory[] = [
  { ...category(1, 'Fruits'), children: [category(11, 'Apples', 1, 1), category(12, 'Mangoes', 1, 2)] },
  category(2, 'Dairy'),
  category(3, 'Snacks'),
];

function renderScreen() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/categories',
        element: (
          <AlertProvider>
            <CategoriesScreen categories={TREE} />
          </AlertProvider>
        ),
      },
    ],
    { initialEntries: ['/admin/categories'] },
  );
  render(<RouterProvider router={router} />);
}

/** A drag of `from`'s row dropped on `to`'s row, as the browser fires it (one shared DataTransfer). */
function dragOnto(from: string, to: string) {
  const store = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => store.set(type, value),
    getData: (type: string) => store.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  const row = (name: string) => screen.getByText(name, { selector: 'span' }).parentElement!;
  fireEvent.dragStart(row(from), { dataTransfer });
  fireEvent.dragEnter(row(to), { dataTransfer });
  fireEvent.dragOver(row(to), { dataTransfer });
  fireEvent.drop(row(to), { dataTransfer });
  fireEvent.dragEnd(row(from), { dataTransfer });
}

describe('category order by drag (issue 31 §6)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a drop sends the level’s new order, the dragged category in the place it was dropped on; the arrows stay', async () => {
    const reorder = vi
      .spyOn(adminApi.adminCategories, 'reorder')
      .mockResolvedValue({ categories: [TREE[2]!, TREE[0]!, TREE[1]!] });
    renderScreen();
    expect((screen.getByRole('button', { name: 'Move Snacks up' }) as HTMLButtonElement).disabled).toBe(false);
    dragOnto('Snacks', 'Fruits');
    expect(reorder).toHaveBeenCalledTimes(1);
    expect(reorder).toHaveBeenCalledWith({ body: { parentId: null, ids: [3, 1, 2] } });
    expect(await screen.findByText('The new order is saved')).toBeTruthy();
  });

  it('a sub-category dropped on another level is refused without a request', async () => {
    const reorder = vi.spyOn(adminApi.adminCategories, 'reorder').mockResolvedValue({ categories: TREE });
    renderScreen();
    dragOnto('Mangoes', 'Dairy');
    dragOnto('Dairy', 'Dairy');
    expect(reorder).not.toHaveBeenCalled();
    dragOnto('Mangoes', 'Apples');
    expect(reorder).toHaveBeenCalledWith({ body: { parentId: 1, ids: [12, 11] } });
    expect(await screen.findByText('The new order is saved')).toBeTruthy();
  });
});
