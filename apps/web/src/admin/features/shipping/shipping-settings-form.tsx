// The courier settings (docs/shipping.md, "Settings"), folded under the Ship screen: the provider,
// the pickup (return) address, the default package, the packages per product type and
// Shiprocket's API user. Secrets are never
// shown back: a blank password or token field keeps the stored one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettingsUpdate, ShippingSettingsView } from '@store/contract';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { adminTexts } from '../../admin-texts';
import { ErrorNotice } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { saveShippingSettings, shippingSettingsQuery } from './api/shipping-api';
import { TypePackagesFieldset } from './type-packages-fieldset';

const texts = adminTexts.shipSettings;
const PICKUP_KEYS = ['name', 'phone', 'address', 'city', 'state', 'pin'] as const;

type Pickup = NonNullable<ShippingSettingsView['pickup']>;
type Pkg = ShippingSettingsView['defaultPackage'];

function AddressAndPackage({
  pickup,
  setPickup,
  pkg,
  setPkg,
}: {
  pickup: Pickup;
  setPickup: (p: Pickup) => void;
  pkg: Pkg;
  setPkg: (p: Pkg) => void;
}) {
  return (
    <>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium">{texts.pickupLegend}</legend>
        {PICKUP_KEYS.map((key) => (
          <TextField
            key={key}
            id={`ship-pickup-${key}`}
            label={texts.pickupFields[key]}
            wrapperClassName={key === 'address' ? 'col-span-2' : undefined}
            value={pickup[key]}
            onChange={(e) => setPickup({ ...pickup, [key]: e.target.value })}
          />
        ))}
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium">{texts.packageLegend}</legend>
        {(['weightGrams', 'lengthCm', 'breadthCm', 'heightCm'] as const).map((key) => (
          <TextField
            key={key}
            id={`ship-pkg-${key}`}
            label={adminTexts.ship.sizes[key]}
            type="number"
            inputMode="numeric"
            value={pkg[key]}
            onChange={(e) => setPkg({ ...pkg, [key]: Number(e.target.value) })}
          />
        ))}
      </fieldset>
    </>
  );
}

function Form({ view }: { view: ShippingSettingsView }) {
  const queryClient = useQueryClient();
  const [provider, setProvider] = useState(view.provider);
  const [pickup, setPickup] = useState(
    view.pickup ?? { name: '', phone: '', address: '', city: '', state: '', pin: '' },
  );
  const [pkg, setPkg] = useState(view.defaultPackage);
  const [typePackages, setTypePackages] = useState(view.typePackages);
  const [courierName, setCourierName] = useState(view.selfCourierName);
  const [email, setEmail] = useState(view.shiprocket.email);
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [location, setLocation] = useState(view.shiprocket.pickupLocation);
  const save = useMutation({
    mutationFn: (body: ShippingSettingsUpdate) => saveShippingSettings(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'shipping', 'settings'], saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'shipping', 'queue'] });
      setPassword('');
      setToken('');
      toast.success(texts.saved);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      provider,
      pickup,
      defaultPackage: pkg,
      typePackages: typePackages.filter((p) => p.type.trim() !== ''),
      selfCourierName: courierName,
      shiprocket: {
        email,
        pickupLocation: location,
        ...(password ? { password } : {}),
        ...(token ? { webhookToken: token } : {}),
      },
    });
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-3">
      <SelectField
        id="ship-provider"
        label={texts.courier}
        value={provider}
        onChange={(e) => setProvider(e.target.value === 'shiprocket' ? 'shiprocket' : 'self')}
      >
        <option value="self">{texts.selfShip}</option>
        <option value="shiprocket">{texts.shiprocket}</option>
      </SelectField>
      {provider === 'self' && (
        <TextField
          id="ship-self-name"
          label={texts.courierName}
          value={courierName}
          onChange={(e) => setCourierName(e.target.value)}
        />
      )}
      {provider === 'shiprocket' && (
        <>
          <TextField
            id="ship-sr-email"
            label={texts.apiEmail}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            id="ship-sr-password"
            label={texts.apiPassword}
            type="password"
            autoComplete="new-password"
            hint={
              view.shiprocket.passwordHint
                ? texts.passwordSaved(view.shiprocket.passwordHint)
                : undefined
            }
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            id="ship-sr-location"
            label={texts.pickupLocation}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
          />
          <TextField
            id="ship-sr-token"
            label={texts.webhookToken}
            type="password"
            autoComplete="off"
            hint={texts.webhookHint(view.webhookUrl, view.shiprocket.webhookTokenHint)}
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </>
      )}
      <AddressAndPackage pickup={pickup} setPickup={setPickup} pkg={pkg} setPkg={setPkg} />
      <TypePackagesFieldset rows={typePackages} setRows={setTypePackages} fallback={pkg} />
      {save.isError && <ErrorNotice error={save.error} focus />}
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
        disabled={save.isPending}
      >
        {save.isPending ? texts.saving : texts.save}
      </button>
      {view.sandbox && (
        <p className="text-sm text-muted">{texts.sandbox(view.shiprocket.apiUrl)}</p>
      )}
    </form>
  );
}

export default function ShippingSettingsForm() {
  const settings = useQuery(shippingSettingsQuery());
  return (
    <details className="mt-6 rounded-xl border border-line bg-ivory-50 p-4">
      <summary className="cursor-pointer text-lg text-maroon-800">{texts.title}</summary>
      {settings.isError && (
        <ErrorNotice error={settings.error} onReload={() => void settings.refetch()} />
      )}
      {settings.data && <Form view={settings.data} />}
      {settings.isError && <p className="sr-only">{errorText(settings.error)}</p>}
    </details>
  );
}
