import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import {
  bindField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field';
import { Card } from '../../components/admin-ui';
import { taxRatesQuery } from '../tax/api/tax-api';
import { gstPreview } from './gst-preview';
import { isSareeType, type ProductFormOutput, type ProductFormValues } from './product-form-rules';

export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const GENDERS = ['Women', 'Men', 'Unisex', 'Girls', 'Boys'];

/** Where the product is filed: its parent category, category, type and who it is for. */
export function PlacementFields({ form }: { form: ProductFormApi }) {
  const gender = form.watch('gender');
  const genders = GENDERS.includes(gender) || gender === '' ? GENDERS : [...GENDERS, gender];
  return (
    <>
      <TextField
        id="p-parent"
        label="Parent category"
        hint="The collection shoppers filter by, such as Ethnic Wear, Kurtas & Kurta Sets."
        {...bindField(form, 'parentCategory')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="p-category"
          label="Category"
          hint="Such as Women, Men, Kurtas."
          {...bindField(form, 'category')}
        />
        <TextField
          id="p-sub"
          label="Type"
          hint="Such as Saree, Lehenga, Kurta: size charts and the default HSN code go by it."
          {...bindField(form, 'subCategory')}
        />
      </div>
      <SelectField id="p-gender" label="Gender" {...bindField(form, 'gender')}>
        {genders.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** The GST the HSN code brings, from the tax module's rates, before anything is saved. */
function GstLine({ form, masterCategory }: { form: ProductFormApi; masterCategory: string }) {
  const rates = useQuery(taxRatesQuery());
  const [hsn, subCategory, gender, sellingPrice] = form.watch([
    'hsn',
    'subCategory',
    'gender',
    'sellingPrice',
  ]);
  let text: string;
  if (rates.isPending) text = 'Looking up the GST rate...';
  else if (rates.isError) text = 'The GST rates could not be loaded.';
  else
    text = gstPreview(rates.data.rates, {
      hsn,
      subCategory,
      gender,
      masterCategory,
      sellingPrice,
    });
  return (
    <p id="p-gst" role="status" className="mt-1.5 text-sm text-ink">
      {text}
    </p>
  );
}

/** Fabric, care, the HSN code with its GST, and for sarees their length and blouse piece. */
export function MaterialCard({
  form,
  masterCategory,
}: {
  form: ProductFormApi;
  masterCategory: string;
}) {
  const saree = isSareeType(form.watch('subCategory'));
  return (
    <Card title="Fabric, care and tax">
      <div className="space-y-4">
        <TextField
          id="p-fabric"
          label="Fabric (optional)"
          hint="Such as Pure mulberry silk, Cotton with zari border."
          {...bindField(form, 'fabric')}
        />
        <TextAreaField
          id="p-care"
          label="Care (optional)"
          rows={2}
          hint="Such as Dry clean only."
          {...bindField(form, 'care')}
        />
        {saree && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              id="p-saree-length"
              label="Saree length in metres (optional)"
              inputMode="decimal"
              {...bindField(form, 'sareeLength')}
            />
            <SelectField id="p-blouse" label="Blouse piece" {...bindField(form, 'blousePiece')}>
              <option value="">Not said</option>
              <option value="yes">Comes with a blouse piece</option>
              <option value="no">Without a blouse piece</option>
            </SelectField>
          </div>
        )}
        <div>
          <TextField
            id="p-hsn"
            label="HSN code (optional)"
            inputMode="numeric"
            hint="4, 6 or 8 digits. Empty: the default for the type."
            {...bindField(form, 'hsn')}
          />
          <GstLine form={form} masterCategory={masterCategory} />
        </div>
      </div>
    </Card>
  );
}
