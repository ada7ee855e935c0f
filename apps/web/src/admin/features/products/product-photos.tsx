import { useQueryClient } from '@tanstack/react-query';
import {
  MAX_PRODUCT_PHOTOS,
  PHOTO_MAX_MEGABYTES,
  type AdminProduct,
  type AdminProductImage,
} from '@store/contract';
import { ArrowDown, ArrowUp, Camera, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormAlert, inputClass } from '../../../components/ui/form-field';
import { apiAssetUrl } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { Card } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { removePhoto, reorderPhotos, updatePhoto, uploadPhoto } from './api/products-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.productPhotos;

function PhotoRow({
  image,
  index,
  count,
  busy,
  onMove,
  onAlt,
  onRemove,
  colours,
  onColour,
}: {
  image: AdminProductImage;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onAlt: (alt: string) => void;
  onRemove: () => void;
  /** The product's colours: a photo can be tied to one (docs/decisions/033-colour-variants.md). */
  colours: string[];
  onColour: (colour: string | null) => void;
}) {
  const [alt, setAlt] = useState(image.alt);
  const id = `photo-alt-${image.id}`;
  return (
    <li className="flex gap-3 rounded-lg border border-line bg-ivory-100 p-2">
      <img
        src={apiAssetUrl(image.url)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className="h-28 w-22 shrink-0 rounded-md object-cover"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={id} className="block text-xs font-medium text-ink">
          {texts.altLabel(index + 1)}
        </label>
        <input
          id={id}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          onBlur={() => {
            if (alt.trim() !== image.alt) onAlt(alt.trim());
          }}
          placeholder={texts.altPlaceholder}
          className={cn(inputClass, 'py-2 text-sm')}
        />
        {colours.length > 1 && (
          <>
            <label htmlFor={`${id}-colour`} className="block text-xs font-medium text-ink">
              {texts.showsLabel(index + 1)}
            </label>
            <select
              id={`${id}-colour`}
              value={image.color ?? ''}
              disabled={busy}
              onChange={(e) => onColour(e.target.value || null)}
              className={cn(inputClass, 'py-2 text-sm')}
            >
              <option value="">{texts.everyColour}</option>
              {colours.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </>
        )}
        <div className="flex gap-1">
          <button
            type="button"
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
            className={buttonClass('ghost', 'icon', 'h-11 w-11')}
          >
            <ArrowUp className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{texts.moveEarlier(index + 1)}</span>
          </button>
          <button
            type="button"
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
            className={buttonClass('ghost', 'icon', 'h-11 w-11')}
          >
            <ArrowDown className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{texts.moveLater(index + 1)}</span>
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onRemove}
            className={buttonClass('ghost', 'icon', 'ml-auto h-11 w-11')}
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{texts.remove(index + 1)}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/** The camera and gallery buttons, and a box that takes dropped pictures on a computer. */
function PhotoDropBox({
  disabled,
  onFiles,
}: {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-xl border-2 border-dashed p-4 text-center text-sm text-muted',
        dragging ? 'border-maroon-700 bg-maroon-50' : 'border-line',
      )}
    >
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          disabled={disabled}
          onClick={() => camera.current?.click()}
          className={buttonClass('primary', 'md')}
        >
          <Camera className="h-5 w-5" aria-hidden="true" />
          {texts.takePhoto}
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() => gallery.current?.click()}
          className={buttonClass('outline', 'md')}
        >
          <ImagePlus className="h-5 w-5" aria-hidden="true" />
          {texts.choosePhotos}
        </button>
      </div>
      <p className="mt-2">{texts.dropHint(PHOTO_MAX_MEGABYTES)}</p>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={texts.takePhoto}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <input
        ref={gallery}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={texts.choosePhotos}
        data-testid="photo-input"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </div>
  );
}

/** How far an upload has got, and the photos that were refused, with why. */
function UploadReport({ progress, problems }: { progress: string | null; problems: string[] }) {
  return (
    <>
      {progress && (
        <p role="status" className="text-sm text-ink">
          {progress}
        </p>
      )}
      {problems.length > 0 && (
        <FormAlert title={texts.someNotAdded}>
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </FormAlert>
      )}
    </>
  );
}

/**
 * The product's photos: from the phone's camera, its gallery, or dropped on the box from a
 * computer; then order, describe and remove them. Each upload is its own request, so a large
 * phone photo that fails does not take the others with it.
 */
export function ProductPhotos({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const images = product.images;
  const key = ['admin', 'product', String(product.id)];

  const setImages = (next: AdminProductImage[]) => {
    queryClient.setQueryData<AdminProduct>(key, (old) => (old ? { ...old, images: next } : old));
    void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(texts.notChanged, { description: errorText(error) });
      await queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setBusy(false);
    }
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    const failed: string[] = [];
    let done = 0;
    for (const file of files) {
      setProgress(texts.uploading(done + 1, files.length));
      // Refused here rather than after sending megabytes over a phone's connection; the server
      // checks again (and the type and pixel count, which only the bytes tell).
      if (file.size > PHOTO_MAX_MEGABYTES * 1024 * 1024) {
        failed.push(texts.tooLarge(file.name, PHOTO_MAX_MEGABYTES));
        done += 1;
        continue;
      }
      try {
        const answer = await uploadPhoto(product.id, file);
        setImages(answer.images);
      } catch (error) {
        failed.push(texts.fileFailed(file.name, errorText(error)));
      }
      done += 1;
    }
    setProgress(null);
    setProblems(failed);
    setBusy(false);
    if (done > failed.length) toast.success(texts.added(done - failed.length));
  };

  const move = (from: number, to: number) =>
    run(async () => {
      const ids = images.map((i) => i.id);
      const [moved] = ids.splice(from, 1);
      if (moved === undefined) return;
      ids.splice(to, 0, moved);
      const answer = await reorderPhotos(product.id, { imageIds: ids });
      setImages(answer.images);
    });

  const full = images.length >= MAX_PRODUCT_PHOTOS;

  return (
    <Card title={texts.title(images.length, MAX_PRODUCT_PHOTOS)}>
      <div className="space-y-3">
        <PhotoDropBox disabled={busy || full} onFiles={(files) => void upload(files)} />
        <UploadReport progress={progress} problems={problems} />
        {images.length === 0 ? (
          <p className="text-sm text-muted">{texts.none}</p>
        ) : (
          <ol className="space-y-2">
            {images.map((image, index) => (
              <PhotoRow
                key={image.id}
                image={image}
                index={index}
                count={images.length}
                busy={busy}
                onMove={(to) => void move(index, to)}
                onAlt={(alt) =>
                  void run(async () => {
                    const answer = await updatePhoto(product.id, image.id, { alt });
                    setImages(answer.images);
                    toast.success(texts.descriptionSaved);
                  })
                }
                onRemove={() =>
                  void run(async () => {
                    const answer = await removePhoto(product.id, image.id);
                    setImages(answer.images);
                  })
                }
                colours={product.colors}
                onColour={(color) =>
                  void run(async () => {
                    setImages((await updatePhoto(product.id, image.id, { color })).images);
                  })
                }
              />
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
