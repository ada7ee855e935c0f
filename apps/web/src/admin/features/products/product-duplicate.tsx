import { adminProductDuplicate, type AdminProduct } from '@store/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { CheckboxField, FormAlert, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { Card } from '../../components/admin-ui';
import { ApiError } from '../../lib/admin-api';
import { duplicateProduct } from './api/products-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.productDuplicate;

/** The duplicate form's typed fields, turned into the contract's body or the first problem. */
export function duplicateBody(colors: string, sku: string, copyStock: boolean) {
  const checked = adminProductDuplicate.safeParse({
    colors: colors
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    sku: sku.trim() === '' ? null : sku.trim(),
    copyStock,
  });
  if (checked.success) return { body: checked.data, problem: null };
  const issue = checked.error.issues[0]!;
  return {
    body: null,
    problem: { field: String(issue.path[0] ?? 'colors'), message: issue.message },
  };
}

/**
 * A new colourway of this product: a copy of every field but the photos (they show this colour),
 * as a draft with its own SKU; its stock per size only when the owner ticks the box.
 */
export function DuplicateCard({ product }: { product: AdminProduct }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [colors, setColors] = useState('');
  const [sku, setSku] = useState('');
  const [copyStock, setCopyStock] = useState(false);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, problem: found } = duplicateBody(colors, sku, copyStock);
    setProblem(found);
    if (!body) return;
    setBusy(true);
    try {
      const copy = await duplicateProduct(product.id, body);
      queryClient.setQueryData(['admin', 'product', String(copy.id)], copy);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
      toast.success(texts.saved);
      void navigate(`/admin/products/${copy.id}`);
    } catch (error) {
      if (error instanceof ApiError) {
        const [field, message] = Object.entries(error.fields)[0] ?? ['', error.message];
        setProblem({ field, message });
      } else setProblem({ field: '', message: texts.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={texts.title}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <p className="text-sm text-muted">{texts.lead}</p>
        <TextField
          id="dup-colors"
          label={texts.colours}
          hint={texts.coloursHint}
          value={colors}
          onChange={(e) => setColors(e.target.value)}
          error={problem?.field === 'colors' ? problem.message : undefined}
        />
        <TextField
          id="dup-sku"
          label={texts.sku}
          autoCapitalize="characters"
          value={sku}
          onChange={(e) => setSku(e.target.value)}
          error={problem?.field === 'sku' ? problem.message : undefined}
        />
        <CheckboxField
          id="dup-stock"
          label={texts.copyStock}
          checked={copyStock}
          onChange={(e) => setCopyStock(e.target.checked)}
        />
        {problem && problem.field !== 'colors' && problem.field !== 'sku' && (
          <FormAlert>{problem.message}</FormAlert>
        )}
        <button
          type="submit"
          disabled={busy}
          className={buttonClass('outline', 'lg', 'w-full sm:w-auto')}
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          {busy ? texts.copying : texts.submit}
        </button>
      </form>
    </Card>
  );
}
