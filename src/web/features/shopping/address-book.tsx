import { MapPin, Trash2 } from '#src/web/components/ui/icons';
import { useEffect, useState } from 'react';
import type { TAddress } from '#src/contracts/addresses';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { Button } from '#src/web/components/ui/button';
import { Spinner } from '#src/web/components/ui/spinner';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { useSession } from '#src/web/lib/session';
import { addressLines } from '#src/shared/order-address';

const T = SHOPPER_TEXT.addressBook;

const linesOf = (address: TAddress) => addressLines({ ...address, address: address.addressLine1 });

/** My Account's saved addresses (issue 15, docs/decisions/026): listed and deleted here, saved at checkout. */
export function AddressBook() {
  const session = useSession();
  const { showSuccess, showError } = useAlert();
  const [addresses, setAddresses] = useState<TAddress[] | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const userId = session?.user.userId;

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    api.addresses.list().then(
      (loaded) => live && setAddresses(loaded),
      (error: unknown) => live && showError(errorText(error)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  if (userId === undefined) return null;

  const remove = async (id: number) => {
    setDeleting(id);
    try {
      await api.addresses.remove({ params: { id } });
      setAddresses((current) => current?.filter((address) => address.id !== id) ?? null);
      showSuccess(T.deleted);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section
      aria-labelledby="address-book"
      className="mt-6 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80 sm:p-8"
    >
      <h2 id="address-book" className="text-lg font-bold text-slate-900">
        {T.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{T.intro}</p>
      {addresses === null ? (
        <Spinner className="mt-4 size-5 text-brand-600" label={T.loading} />
      ) : addresses.length === 0 ? (
        <p className="mt-4 text-slate-700">{T.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="flex gap-3 rounded-2xl p-4 ring-1 ring-slate-200">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <address className="min-w-0 flex-1 text-sm leading-relaxed text-slate-700 not-italic">
                <span className="block font-semibold text-slate-900">{address.fullName}</span>
                {linesOf(address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="block tabular-nums">{address.phoneNumber}</span>
              </address>
              <Button
                variant="quiet"
                size="sm"
                aria-label={T.deleteLabel(address.addressLine1)}
                busy={deleting === address.id}
                onClick={() => void remove(address.id)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {T.delete}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
