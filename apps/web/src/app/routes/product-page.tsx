import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { Link } from '../../components/ui/link';
import { PageShell } from '../../components/ui/page-shell';
import { ApiError } from '../../lib/api-client';
import { ProductDetail, ProductSkeleton, useProduct } from '../../features/catalog';
import { DocumentTitle } from '../../features/content';
import { CheckDelivery } from '../../features/delivery';
import { ProductReviewsSection, SizeTools } from '../../features/reviews';
import { t } from '../../lib/i18n';

function NotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <DocumentTitle title={t('Product Not Found')} />
      <h1 className="text-3xl text-maroon-800">{t('Product Not Found')}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('Return to Home')}
      </Link>
    </div>
  );
}

export default function ProductPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);

  const goBack = () => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/products');
  };

  let body;
  if (!id) body = <NotFound message={t('Product not found')} />;
  else if (product.isPending) body = <ProductSkeleton />;
  else if (product.isError || !product.data) {
    const message =
      product.error instanceof ApiError && product.error.status >= 400 && product.error.status < 500
        ? t('Product not found')
        : t('Failed to load product details');
    body = <NotFound message={message} />;
  } else
    body = (
      <>
        <ProductDetail
          key={product.data.id}
          product={product.data}
          delivery={<CheckDelivery className="mt-6" />}
          sizeTools={(chosen) => (
            <SizeTools
              productId={product.data.id}
              hasSizes={product.data.sizes.length > 0}
              colour={chosen.colour}
              soldOutSizes={chosen.soldOutSizes}
              soldOut={chosen.soldOut}
            />
          )}
        />
        <ProductReviewsSection productId={product.data.id} />
      </>
    );

  return (
    <PageShell>
      <button
        type="button"
        onClick={goBack}
        className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-maroon-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('Back')}
      </button>
      {body}
    </PageShell>
  );
}
