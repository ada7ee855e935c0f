// The account page's address book (issue 31 item 8): the addresses saved at checkout (with
// the shopper's consent) or here, each edited or deleted in place. The server checks each
// address as checkout does and answers the rule that failed.
import type { SavedAddress, SaveAddressRequest } from '@store/contract';
import { MapPin } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddressBook, useAddressBookChange } from '../api/address-book';
import { nationalMobile } from '../account-format';
import { t, tf } from '../../../lib/i18n';
import { LoadingSection } from '../../../components/ui/loading-section';

const FIELDS: [keyof SaveAddressRequest, string, string][] = [
  ['fullName', 'Full name', 'name'],
  ['address', 'Address', 'street-address'],
  ['city', 'City', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['postalCode', 'PIN code', 'postal-code'],
  ['phone', 'Mobile number', 'tel-national'],
];

const EMPTY: SaveAddressRequest = {
  fullName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
};

function AddressForm({
  start,
  id,
  onDone,
}: {
  start: SaveAddressRequest;
  id?: number;
  onDone: () => void;
}) {
  const [values, setValues] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const { save } = useAddressBookChange();
  const prefix = `address-${id ?? 'new'}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { id, address: values },
      {
        onSuccess: () => {
          toast.success(id === undefined ? 'Address saved' : 'Address updated');
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, 'Please try again later.')),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
      {FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          id={`${prefix}-${name}`}
          label={label}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          wrapperClassName={name === 'address' ? 'sm:col-span-2' : undefined}
        />
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={save.isPending}>
          {t(save.isPending ? 'Saving...' : 'Save address')}
        </button>
        <button type="button" className={buttonClass('outline', 'sm')} onClick={onDone}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}

const asInput = (a: SavedAddress): SaveAddressRequest => ({
  fullName: a.fullName,
  address: a.address,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  phone: nationalMobile(a.phone),
});

function SavedAddressItem({ address }: { address: SavedAddress }) {
  const [editing, setEditing] = useState(false);
  const { remove } = useAddressBookChange();
  const lines = [
    address.fullName,
    address.address,
    `${address.city}, ${address.state} ${address.postalCode}`,
    nationalMobile(address.phone),
  ];
  const del = () =>
    remove.mutate(address.id, {
      onSuccess: () => toast.success('Address deleted'),
      onError: (failure) =>
        toast.error('Error', { description: errorMessage(failure, 'Please try again later.') }),
    });
  return (
    <li className="rounded-xl border border-line p-4 text-sm">
      {editing ? (
        <AddressForm start={asInput(address)} id={address.id} onDone={() => setEditing(false)} />
      ) : (
        <>
          <address className="not-italic text-ink">
            {lines.map((l) => (
              <span key={l} className="block">
                {l}
              </span>
            ))}
          </address>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              onClick={() => setEditing(true)}
              aria-label={tf('Edit address of {name}, {city}', {
                name: address.fullName,
                city: address.city,
              })}
            >
              {t('Edit')}
            </button>
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              onClick={del}
              disabled={remove.isPending}
              aria-label={tf('Delete address of {name}, {city}', {
                name: address.fullName,
                city: address.city,
              })}
            >
              {t('Delete')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export function AddressBook() {
  const { data, isLoading, isPending, isError } = useAddressBook();
  const [adding, setAdding] = useState(false);
  // Marked while it loads: the section then appears above Sign Out and moves it down.
  if (isLoading) return <LoadingSection />;
  if (isPending || isError || !Array.isArray(data)) return null;
  return (
    <section aria-labelledby="address-book-title" className="mt-8 border-t border-line pt-6">
      <h3 id="address-book-title" className="flex items-center gap-2 text-lg text-maroon-800">
        <MapPin className="h-5 w-5" aria-hidden="true" />
        {t('Saved addresses')}
      </h3>
      {data.length === 0 && !adding && (
        <p className="mt-2 text-sm text-muted">
          {t('None yet. Tick “Save this address to my account” at checkout, or add one here.')}
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {data.map((a) => (
          <SavedAddressItem key={a.id} address={a} />
        ))}
      </ul>
      {adding ? (
        <AddressForm start={EMPTY} onDone={() => setAdding(false)} />
      ) : (
        <button
          type="button"
          className={`${buttonClass('outline', 'md')} mt-4`}
          onClick={() => setAdding(true)}
        >
          {t('Add an address')}
        </button>
      )}
    </section>
  );
}
