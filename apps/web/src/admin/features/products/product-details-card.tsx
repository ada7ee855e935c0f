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
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.productEditor;

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
        label={texts.parentCategory}
        hint={texts.parentCategoryHint}
        {...bindField(form, 'parentCategory')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="p-category"
          label={texts.category}
          hint={texts.categoryHint}
          {...bindField(form, 'category')}
        />
        <TextField
          id="p-sub"
          label={texts.type}
          hint={texts.typeHint}
          {...bindField(form, 'subCategory')}
        />
      </div>
      <SelectField id="p-gender" label={texts.gender} {...bindField(form, 'gender')}>
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
  if (rates.isPending) text = texts.gstLooking;
  else if (rates.isError) text = texts.gstUnavailable;
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
    <Card title={texts.materialTitle}>
      <div className="space-y-4">
        <TextField
          id="p-fabric"
          label={texts.fabric}
          hint={texts.fabricHint}
          {...bindField(form, 'fabric')}
        />
        <TextAreaField
          id="p-care"
          label={texts.care}
          rows={2}
          hint={texts.careHint}
          {...bindField(form, 'care')}
        />
        {saree && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              id="p-saree-length"
              label={texts.sareeLength}
              inputMode="decimal"
              {...bindField(form, 'sareeLength')}
            />
            <SelectField
              id="p-blouse"
              label={texts.blousePiece}
              {...bindField(form, 'blousePiece')}
            >
              <option value="">{texts.blouseNotSaid}</option>
              <option value="yes">{texts.blouseYes}</option>
              <option value="no">{texts.blouseNo}</option>
            </SelectField>
          </div>
        )}
        <div>
          <TextField
            id="p-hsn"
            label={texts.hsn}
            inputMode="numeric"
            hint={texts.hsnHint}
            {...bindField(form, 'hsn')}
          />
          <GstLine form={form} masterCategory={masterCategory} />
        </div>
      </div>
    </Card>
  );
}
