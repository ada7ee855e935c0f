import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import {
  DocumentTitle,
  HOME_DEFAULT_CATEGORIES,
  heroPoints,
  useCarriedStoreInfo,
} from '../../features/content';
import { Link } from '../../components/ui/link';
import { categoryHref } from '../../features/catalog';
import { afterFirstPaint } from '../../lib/after-paint';
import menArt from '../../assets/men.svg';
import womenArt from '../../assets/women.svg';
import { withQueryClient } from '../query-provider';
import { t } from '../../lib/i18n';

// Everything below the hero loads once the hero has been painted, together with the query client
// its featured products need: not part of the first page's JavaScript, and its downloads do not
// compete with the first screen.
const HomeSections = lazy(() => withQueryClient(import('./home-sections')));

const EXPLORE_KURTAS_HREF = categoryHref(HOME_DEFAULT_CATEGORIES[0]);

function Hero() {
  // Delivery and payment as the store has set them: never a promise it does not keep. The
  // server renders this before any query client, from the answers it puts in the page.
  const points = heroPoints(useCarriedStoreInfo());
  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex min-h-svh items-center overflow-hidden bg-ivory-100 pb-12 pt-24 md:pt-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,_var(--color-ivory-300)_0%,_transparent_55%),radial-gradient(ellipse_at_bottom_left,_var(--color-maroon-50)_0%,_transparent_50%)]"
      />
      <div className="container-page relative grid items-center gap-10 md:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-500/40 bg-ivory-50/80 px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">
            <span aria-hidden="true" className="h-1.5 w-1.5 rotate-45 bg-gold-500" />
            {t('New Collection 2025')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.5rem] leading-[1.08] text-maroon-800 sm:text-5xl lg:text-[4.25rem]"
          >
            {t('Elegant Ethnic for the Modern Indian')}
          </h1>
          <p className="mt-5 max-w-md text-base leading-relaxed text-muted md:text-lg">
            {t(
              'Hand-finished kurtas, sarees, lehengas and sherwanis in rich silks and breathable cottons, made for festivals, weddings and every day in between.',
            )}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/products" className={buttonClass('primary', 'lg')}>
              {t('Shop Collection')}
            </Link>
            <Link to={EXPLORE_KURTAS_HREF} className={buttonClass('outline', 'lg')}>
              {t('Explore Kurtas')}
            </Link>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-line pt-6 text-sm">
            <div>
              <dt className="text-muted">{t('Shipping')}</dt>
              <dd className="font-semibold text-maroon-800">{points.shipping}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('Returns')}</dt>
              <dd className="font-semibold text-maroon-800">{t('Easy, 7 days')}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('Payments')}</dt>
              <dd className="font-semibold text-maroon-800">{points.payments}</dd>
            </div>
          </dl>
        </div>
        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md md:block">
          <div className="relative ml-auto w-[78%] overflow-hidden rounded-t-full border-4 border-ivory-50 shadow-2xl shadow-maroon-900/20">
            <img src={womenArt} alt="" width={600} height={800} className="aspect-[3/4] w-full" />
          </div>
          <div className="absolute -left-2 bottom-[-8%] w-[46%] overflow-hidden rounded-t-full border-4 border-ivory-50 shadow-xl shadow-maroon-900/20">
            <img src={menArt} alt="" width={600} height={800} className="aspect-[3/4] w-full" />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Keeps the place of the sections below the hero while they load: about as tall as they first
 * render (four product skeletons, the two default categories), so the footer stays out of sight
 * and nothing moves when they arrive.
 */
function HomeSectionsPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="min-h-[188rem] sm:min-h-[200rem] md:min-h-[160rem] lg:min-h-[165rem] xl:min-h-[185rem]"
    />
  );
}

/** False for the first render, true once that has been painted. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}

export default function HomePage() {
  const painted = usePainted();
  return (
    <>
      <DocumentTitle />
      <Hero />
      <Suspense fallback={<HomeSectionsPlaceholder />}>
        {painted ? <HomeSections /> : <HomeSectionsPlaceholder />}
      </Suspense>
    </>
  );
}
