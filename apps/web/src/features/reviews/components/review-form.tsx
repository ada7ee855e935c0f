import type { ReviewableLine, ReviewFit } from '@store/contract';
import { MAX_REVIEW_PHOTOS } from '@store/contract/storefront-reads';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { writeReview } from '../api/reviews-api';
import { msgid, sizeIn, t, tf } from '../../../lib/i18n';

const FITS: [ReviewFit, string][] = [
  ['small', msgid('Runs small')],
  ['true', msgid('True to size')],
  ['large', msgid('Runs large')],
];

const radioClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm has-[:checked]:border-maroon-700 has-[:checked]:bg-maroon-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-maroon-700';

/** A group of radio buttons drawn as pills; the inputs stay in the page for keyboards. */
function Choices<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={String(o.value)} className={radioClass}>
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Up to MAX_REVIEW_PHOTOS photos of the piece, and how many are chosen. */
function PhotosField({
  id,
  photos,
  onChange,
}: {
  id: string;
  photos: File[];
  onChange: (photos: File[]) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {tf('Photos (up to {max})', { max: MAX_REVIEW_PHOTOS })}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        multiple
        onChange={(e) => onChange([...(e.target.files ?? [])].slice(0, MAX_REVIEW_PHOTOS))}
        className="block w-full text-sm"
      />
      {photos.length > 0 && (
        <p className="mt-1 text-xs text-muted">
          {photos.length === 1
            ? t('1 photo chosen')
            : tf('{count} photos chosen', { count: photos.length })}
        </p>
      )}
    </div>
  );
}

/** A review of one delivered piece: stars, title, text, fit and up to 4 photos. */
export function ReviewForm({ line, token }: { line: ReviewableLine; token?: string | undefined }) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [fit, setFit] = useState<ReviewFit>('true');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState('');
  const send = useMutation({
    mutationFn: () =>
      writeReview(
        line.productId,
        { orderItemId: line.orderItemId, ...(token ? { token } : {}), rating, title, text, fit },
        photos,
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setProblem(t('Choose 1 to 5 stars'));
    if (!title.trim()) return setProblem(t('Add a title'));
    if (!text.trim()) return setProblem(t('Write a few words'));
    setProblem('');
    send.mutate();
  };
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-ivory-200 p-4">
        {tf('Thank you! Your review of {title} will appear once the store has checked it.', {
          title: line.title,
        })}
      </p>
    );
  }
  const error =
    send.error instanceof ApiError ? send.error.message : send.error ? t('Please try again.') : '';
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-muted">
        {tf('{title}, size {size}', { title: line.title, size: sizeIn(line.size) })}
      </p>
      <Choices
        legend={t('Your rating')}
        name={`${id}-rating`}
        options={[1, 2, 3, 4, 5].map((n) => ({
          value: n,
          label: (
            <>
              <span aria-hidden="true" className="text-gold-700">
                {'★'.repeat(n)}
              </span>
              <span className="sr-only">{n === 1 ? t('1 star') : tf('{n} stars', { n })}</span>
            </>
          ),
        }))}
        value={rating}
        onChange={setRating}
      />
      <Choices
        legend={t('How did it fit?')}
        name={`${id}-fit`}
        options={FITS.map(([value, words]) => ({ value, label: t(words) }))}
        value={fit}
        onChange={setFit}
      />
      <div>
        <label htmlFor={`${id}-title`} className={labelClass}>
          {t('Title')}
        </label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          {t('Your review')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={4000}
          rows={5}
          onChange={(e) => setText(e.target.value)}
          className={inputClass}
        />
      </div>
      <PhotosField id={`${id}-photos`} photos={photos} onChange={setPhotos} />
      {(problem || error) && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem || error}
        </p>
      )}
      <button
        type="submit"
        disabled={send.isPending}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {t(send.isPending ? 'Sending…' : 'Send review')}
      </button>
    </form>
  );
}
