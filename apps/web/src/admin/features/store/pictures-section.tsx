import type { AdminStorePictures, StorePicture } from '@store/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { categoryArt } from '../../../features/catalog';
import { toast } from '../../../lib/toast';
import { Card, ErrorNotice, Loading } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { saveStoreSettings, storeSettingsQuery, type StoreSettingsRecord } from './api/store-api';
import {
  PICTURE_ACCEPT,
  PICTURE_MAX_MEGABYTES,
  removeCategoryTile,
  removeLogo,
  storePicturesQuery,
  uploadCategoryTile,
  uploadLogo,
} from './api/store-pictures-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.storePictures;

/** A button that opens the file picker; the input itself stays out of the tab order. */
function PickPicture({
  label,
  disabled,
  onFile,
}: {
  label: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className={buttonClass('outline', 'sm', 'h-11')}
      >
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={PICTURE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

function Preview({
  picture,
  alt,
  className,
}: {
  picture: StorePicture;
  alt: string;
  className: string;
}) {
  return (
    <img
      src={picture.url}
      alt={alt}
      width={picture.width}
      height={picture.height}
      className={className}
    />
  );
}

/** Runs one picture change at a time, with its refusal shown and the answer kept. */
function usePictureChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (change: () => Promise<AdminStorePictures>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      queryClient.setQueryData(storePicturesQuery.queryKey, await change());
      toast.success(done);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const tooLarge = (file: File) => {
    if (file.size <= PICTURE_MAX_MEGABYTES * 1024 * 1024) return false;
    setFailure(texts.tooLarge(file.name, PICTURE_MAX_MEGABYTES));
    return true;
  };
  return { busy, failure, run, tooLarge };
}

function LogoCard({ pictures, storeName }: { pictures: AdminStorePictures; storeName: string }) {
  const { busy, failure, run, tooLarge } = usePictureChange();
  const logo = pictures.logo;
  return (
    <Card title={texts.logoTitle}>
      <div className="space-y-3">
        <p className="text-sm text-muted">{texts.logoLead(PICTURE_MAX_MEGABYTES)}</p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex h-16 items-center rounded-lg border border-line bg-ivory-100 px-4">
          {logo ? (
            <Preview
              picture={logo}
              alt={texts.logoAlt(storeName)}
              className="h-10 w-auto max-w-full object-contain"
            />
          ) : (
            <span className="font-display text-xl text-maroon-800">
              {storeName || texts.shopName}{' '}
              <span className="text-sm font-normal text-muted">{texts.noLogo}</span>
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <PickPicture
            label={logo ? texts.replaceLogo : texts.uploadLogo}
            disabled={busy}
            onFile={(file) => {
              if (!tooLarge(file)) void run(() => uploadLogo(file), texts.logoSaved);
            }}
          />
          {logo && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void run(removeLogo, texts.logoRemoved)}
              className={buttonClass('ghost', 'sm', 'h-11')}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {texts.removeLogo}
            </button>
          )}
        </div>
        {busy && (
          <p role="status" className="text-sm text-ink">
            {texts.working}
          </p>
        )}
      </div>
    </Card>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={buttonClass('outline', 'sm', 'h-11 w-11 px-0')}
    >
      {children}
    </button>
  );
}

type CategoryTile = AdminStorePictures['categories'][number]['tile'];

/** One category in the list: its picture, its place, and the buttons to move or change it. */
function CategoryRow({
  name,
  index,
  count,
  tile,
  isSaved,
  picture,
  onMove,
  onTakeOut,
}: {
  name: string;
  index: number;
  count: number;
  tile: CategoryTile;
  isSaved: boolean;
  picture: ReturnType<typeof usePictureChange>;
  onMove: (to: number) => void;
  onTakeOut: () => void;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-line bg-ivory-100 p-2">
      <div className="flex items-center gap-3">
        <div className="h-16 w-12 shrink-0 overflow-hidden rounded bg-ivory-200">
          {tile ? (
            <Preview
              picture={tile}
              alt={texts.tileAlt(name)}
              className="h-full w-full object-cover"
            />
          ) : (
            <img
              src={categoryArt(name)}
              alt=""
              width={600}
              height={800}
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="break-words font-medium text-ink">{texts.place(index + 1, name)}</p>
          <p className="text-xs text-muted">
            {!isSaved ? texts.saveToAddPicture : tile ? texts.ownPicture : texts.drawnPicture}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <IconButton
          label={texts.moveUp(name)}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        </IconButton>
        <IconButton
          label={texts.moveDown(name)}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </IconButton>
        <IconButton label={texts.takeOut(name)} disabled={count <= 1} onClick={onTakeOut}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </IconButton>
        <PickPicture
          label={tile ? texts.replacePicture(name) : texts.addPicture(name)}
          disabled={picture.busy || !isSaved}
          onFile={(file) => {
            if (!picture.tooLarge(file))
              void picture.run(() => uploadCategoryTile(name, file), texts.pictureSaved(name));
          }}
        />
        {tile && (
          <button
            type="button"
            disabled={picture.busy}
            onClick={() =>
              void picture.run(() => removeCategoryTile(name), texts.pictureRemoved(name))
            }
            className={buttonClass('ghost', 'sm', 'h-11')}
          >
            {texts.removePicture}
          </button>
        )}
      </div>
    </li>
  );
}

function CategoriesCard({
  pictures,
  loaded,
}: {
  pictures: AdminStorePictures;
  loaded: StoreSettingsRecord;
}) {
  const queryClient = useQueryClient();
  const saved = pictures.categories.map((c) => c.name);
  const [names, setNames] = useState<string[]>(saved);
  const [adding, setAdding] = useState('');
  const [saving, setSaving] = useState(false);
  const [orderFailure, setOrderFailure] = useState<string | null>(null);
  const picture = usePictureChange();
  const tiles = new Map(pictures.categories.map((c) => [c.name, c.tile]));
  const changed = JSON.stringify(names) !== JSON.stringify(saved);

  const move = (from: number, to: number) => {
    const next = [...names];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    setNames(next);
  };

  const add = () => {
    const name = adding.trim();
    if (!name) return;
    if (names.some((n) => n.toLowerCase() === name.toLowerCase())) {
      setOrderFailure(texts.alreadyListed(name));
      return;
    }
    setOrderFailure(null);
    setNames([...names, name]);
    setAdding('');
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setOrderFailure(null);
    setSaving(true);
    try {
      const answer = await saveStoreSettings({ ...loaded, categories: names });
      queryClient.setQueryData(storeSettingsQuery.queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: storePicturesQuery.queryKey });
      toast.success(texts.saved);
    } catch (error) {
      setOrderFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={texts.categoriesTitle}>
      <form noValidate onSubmit={(e) => void onSave(e)} className="space-y-3">
        <p className="text-sm text-muted">{texts.categoriesLead}</p>
        {orderFailure && <FormAlert>{orderFailure}</FormAlert>}
        {picture.failure && <FormAlert>{picture.failure}</FormAlert>}
        <ol className="space-y-2" aria-label={texts.listLabel}>
          {names.map((name, index) => (
            <CategoryRow
              key={name}
              name={name}
              index={index}
              count={names.length}
              tile={tiles.get(name) ?? null}
              isSaved={saved.includes(name)}
              picture={picture}
              onMove={(to) => move(index, to)}
              onTakeOut={() => setNames(names.filter((n) => n !== name))}
            />
          ))}
        </ol>
        <div className="flex items-end gap-2">
          <TextField
            id="store-new-category"
            label={texts.addCategory}
            value={adding}
            maxLength={60}
            wrapperClassName="flex-1"
            onChange={(e) => setAdding(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <button type="button" onClick={add} className={buttonClass('outline', 'md', 'h-11')}>
            {texts.add}
          </button>
        </div>
        {picture.busy && (
          <p role="status" className="text-sm text-ink">
            {texts.working}
          </p>
        )}
        <button
          type="submit"
          disabled={saving || !changed}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          {saving ? texts.saving : changed ? texts.save : texts.saved}
        </button>
      </form>
    </Card>
  );
}

/** The shop's look (owner only): its logo, and its categories' order and tile pictures. */
export function PicturesSection() {
  const pictures = useQuery(storePicturesQuery);
  const settings = useQuery(storeSettingsQuery);
  if (pictures.isPending || settings.isPending) return <Loading label={texts.loading} />;
  if (pictures.isError || settings.isError) {
    return (
      <ErrorNotice
        error={pictures.error ?? settings.error}
        onReload={() => {
          void pictures.refetch();
          void settings.refetch();
        }}
      />
    );
  }
  const storeName = typeof settings.data.storeName === 'string' ? settings.data.storeName : '';
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <LogoCard pictures={pictures.data} storeName={storeName} />
      <CategoriesCard
        key={pictures.data.categories.map((c) => c.name).join('|')}
        pictures={pictures.data}
        loaded={settings.data}
      />
    </div>
  );
}
