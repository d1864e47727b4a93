import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import type { ReactNode } from 'react';
import { data } from 'react-router';
import { apiErrorStatus } from '#src/contracts/client';
import { Spinner } from '#src/web/components/ui/spinner';

/**
 * The pages' frame until admin-core's /admin layout (side navigation, header) wraps them: a calm, wide column.
 */
export function AdminProductsShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-shop px-4 py-6 lg:px-6">{children}</div>;
}

/**
 * Runs a client loader's API calls: a guest, a shopper or staff (401/403) and a missing product (404) get the Page
 * Not Found screen, as /admin shows to anyone but an admin (decisions §6).
 */
export async function adminLoad<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 401 || status === 403 || status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function AdminNotFound() {
  return (
    <AdminProductsShell>
      <h1 className="text-2xl font-bold text-slate-900">{ADMIN_PRODUCTS_TEXT.productEditor.notFound}</h1>
    </AdminProductsShell>
  );
}

export function AdminLoading({ label }: { label: string }) {
  return (
    <AdminProductsShell>
      <p className="flex items-center gap-2 text-slate-700" role="status">
        <Spinner />
        {label}
      </p>
    </AdminProductsShell>
  );
}
