import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@store/contract';
import { FEATURED_COUNT } from '@store/contract/storefront-reads';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  bindField,
  CheckboxField,
  FieldError,
  FormAlert,
  inputClass,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { AdminTitle, Card, ErrorNotice, Loading } from '../../components/admin-ui';
import { isConflict } from '../../lib/admin-api';
import { applyServerError } from '../../lib/server-field-errors';
import { createProduct, deleteProduct, productQuery, updateProduct } from './api/products-api';
import { MaterialCard, PlacementFields, type ProductFormApi } from './product-details-card';
import { DuplicateCard } from './product-duplicate';
import { ProductPhotos } from './product-photos';
import { ColourCounts, PerColourBox, useColours } from './stock-grid';
import { adminTexts } from '../../admin-texts';
import {
  emptyProduct,
  formValuesOf,
  productForm,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-rules';

const texts = adminTexts.productEditor;

const FIELDS = [
  'title',
  'description',
  'titleHi',
  'descriptionHi',
  'category',
  'parentCategory',
  'gender',
  'subCategory',
  'hsn',
  'fabric',
  'care',
  'sareeLength',
  'blousePiece',
  'mrp',
  'sellingPrice',
  'colors',
  'sizes',
  'stock',
  'featured',
  'status',
  'sku',
] as const;

function DetailsCard({ form }: { form: ProductFormApi }) {
  return (
    <Card title={texts.details}>
      <div className="space-y-4">
        <TextField id="p-title" label={texts.title} {...bindField(form, 'title')} />
        <TextAreaField
          id="p-description"
          label={texts.description}
          rows={5}
          {...bindField(form, 'description')}
        />
        {/* Beside the English: the shop's Hindi pages show these, or the English when empty. */}
        <TextField
          id="p-title-hi"
          label={texts.titleHindi}
          lang="hi"
          {...bindField(form, 'titleHi')}
        />
        <TextAreaField
          id="p-description-hi"
          label={texts.descriptionHindi}
          lang="hi"
          rows={5}
          {...bindField(form, 'descriptionHi')}
        />
        <PlacementFields form={form} />
        <TextField
          id="p-sku"
          label={texts.sku}
          autoCapitalize="characters"
          {...bindField(form, 'sku')}
        />
      </div>
    </Card>
  );
}

/** The colours, and one row per size with its stock. */
function StockCard({ form }: { form: ProductFormApi }) {
  const rows = useFieldArray({ control: form.control, name: 'stock' });
  const { colours, perColour } = useColours(form);
  const sizesError =
    form.formState.errors.stock?.message ?? form.formState.errors.stock?.root?.message;

  return (
    <Card title={texts.stockTitle}>
      <div className="space-y-4">
        <TextField
          id="p-colors"
          label={texts.colours}
          hint={texts.coloursHint}
          {...bindField(form, 'colors')}
        />
        <PerColourBox form={form} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{texts.stockPerSize}</legend>
          <p id="p-sizes-hint" className="mb-2 text-xs text-muted">
            {texts.stockPerSizeHint}
          </p>
          <ul className="space-y-2">
            {rows.fields.map((row, index) => (
              <li
                key={row.id}
                className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-start gap-2"
              >
                <div>
                  <label htmlFor={`p-size-${index}`} className="sr-only">
                    {texts.sizeN(index + 1)}
                  </label>
                  <input
                    id={`p-size-${index}`}
                    placeholder={texts.sizePlaceholder}
                    className={inputClass}
                    aria-describedby="p-sizes-hint"
                    {...form.register(`stock.${index}.size`)}
                  />
                </div>
                <div className={perColour ? 'invisible' : undefined}>
                  <label htmlFor={`p-qty-${index}`} className="sr-only">
                    {texts.stockOfSize(index + 1)}
                  </label>
                  <input
                    id={`p-qty-${index}`}
                    inputMode="numeric"
                    className={inputClass}
                    aria-invalid={form.formState.errors.stock?.[index]?.quantity ? true : undefined}
                    {...form.register(`stock.${index}.quantity`)}
                  />
                  <FieldError
                    id={`p-qty-${index}`}
                    message={form.formState.errors.stock?.[index]?.quantity?.message}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => rows.remove(index)}
                  className={buttonClass('ghost', 'icon', 'h-[3.125rem] w-11')}
                >
                  <Trash2 className="h-5 w-5" aria-hidden="true" />
                  <span className="sr-only">{texts.removeSize(index + 1)}</span>
                </button>
                {perColour && <ColourCounts form={form} index={index} colours={colours} />}
              </li>
            ))}
          </ul>
          {sizesError && <FieldError id="p-sizes" message={sizesError} />}
          <button
            type="button"
            onClick={() => rows.append({ size: '', quantity: '0', byColour: {} })}
            className={buttonClass('outline', 'sm', 'mt-3 h-11 sm:h-11')}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {texts.addSize}
          </button>
        </fieldset>
      </div>
    </Card>
  );
}

/** Where a featured piece shows (the home page's row reads GET /products?featured=true). */
const FEATURED_HINT = texts.featuredHint(FEATURED_COUNT);

function ShopCard({ form }: { form: ProductFormApi }) {
  return (
    <Card title={texts.shopTitle}>
      <div className="space-y-4">
        <SelectField id="p-status" label={texts.status} {...bindField(form, 'status')}>
          <option value="draft">{texts.statusDraft}</option>
          <option value="active">{texts.statusActive}</option>
          <option value="archived">{texts.statusArchived}</option>
        </SelectField>
        <CheckboxField
          id="p-featured"
          label={texts.featured}
          hint={FEATURED_HINT}
          {...form.register('featured')}
        />
      </div>
    </Card>
  );
}

function ProductForm({ product }: { product: AdminProduct | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productForm),
    defaultValues: product ? formValuesOf(product) : emptyProduct,
  });
  useEffect(() => {
    if (product) form.reset(formValuesOf(product));
  }, [product, form]);

  const reload = async () => {
    setFailure(null);
    if (product)
      await queryClient.invalidateQueries({ queryKey: ['admin', 'product', String(product.id)] });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (product) {
        const saved = await updateProduct(product.id, { ...values, version: product.version });
        queryClient.setQueryData(['admin', 'product', String(product.id)], saved);
        toast.success(texts.saved);
      } else {
        const saved = await createProduct(values);
        queryClient.setQueryData(['admin', 'product', String(saved.id)], saved);
        toast.success(texts.added);
        void navigate(`/admin/products/${saved.id}`, { replace: true });
      }
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    } catch (error) {
      if (isConflict(error)) setFailure(error);
      else {
        const left = applyServerError(form, error, FIELDS);
        if (left) setFailure(new Error(left));
      }
    }
  });

  const onDelete = async () => {
    if (!product) return;
    if (!window.confirm(texts.confirmDelete(product.title))) return;
    try {
      await deleteProduct(product.id);
      toast.success(texts.deleted);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
      void navigate('/admin/products', { replace: true });
    } catch (error) {
      if (isConflict(error)) {
        // Ordered before: it stays for the orders' sake and is withdrawn from the shop instead.
        form.setValue('status', 'archived', { shouldDirty: true });
        setFailure(new Error(texts.orderedSoArchived));
      } else setFailure(error);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {failure !== null && <ErrorNotice focus error={failure} onReload={() => void reload()} />}
      <DetailsCard form={form} />
      <Card title={texts.price}>
        <div className="grid grid-cols-2 gap-3">
          <TextField id="p-mrp" label={texts.mrp} inputMode="decimal" {...bindField(form, 'mrp')} />
          <TextField
            id="p-price"
            label={texts.sellingPrice}
            inputMode="decimal"
            {...bindField(form, 'sellingPrice')}
          />
        </div>
      </Card>
      <MaterialCard form={form} masterCategory={product?.masterCategory ?? 'Apparel'} />
      <StockCard form={form} />
      <ShopCard form={form} />
      {form.formState.errors.root?.message && (
        <FormAlert>{form.formState.errors.root.message}</FormAlert>
      )}
      <div
        data-save-bar
        className="sticky bottom-16 z-10 -mx-4 flex gap-2 border-t border-line bg-ivory-100/95 px-4 py-3 lg:bottom-0 lg:mx-0 lg:rounded-xl lg:border"
      >
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel={texts.saving}
          className="flex-1 sm:flex-none"
        >
          {product ? texts.saveChanges : texts.addProduct}
        </SubmitButton>
        {product && product.status !== 'archived' && (
          <button
            type="button"
            disabled={form.formState.isSubmitting}
            onClick={() => void onDelete()}
            className={buttonClass('ghost', 'lg', 'px-5')}
          >
            {texts.delete}
          </button>
        )}
      </div>
    </form>
  );
}

/** Add or edit a product; once saved, its photos below. */
export default function ProductEditPage() {
  const { id } = useParams();
  const product = useQuery({ ...productQuery(id ?? ''), enabled: id !== undefined });
  const back = (
    <Link
      to="/admin/products"
      className="mb-2 inline-flex h-11 items-center gap-1.5 text-sm font-medium text-maroon-700"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {texts.backToProducts}
    </Link>
  );
  if (id === undefined) {
    return (
      <>
        {back}
        <AdminTitle title={texts.titleNew} />
        <ProductForm product={null} />
      </>
    );
  }
  if (product.isPending) return <Loading label={texts.loading} />;
  if (product.isError) {
    return (
      <>
        <AdminTitle title={texts.titleLoading} />
        <ErrorNotice error={product.error} onReload={() => void product.refetch()} />
      </>
    );
  }
  return (
    <>
      {back}
      <AdminTitle title={product.data.title} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start">
        <ProductForm product={product.data} />
        <div className="order-first space-y-4 xl:order-none">
          <ProductPhotos product={product.data} />
          <DuplicateCard product={product.data} />
        </div>
      </div>
    </>
  );
}
