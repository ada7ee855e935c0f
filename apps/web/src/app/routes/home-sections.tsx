import { Check, Star } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import { Link } from '../../components/ui/link';
import {
  CATEGORY_TILE_SIZES,
  CategoryPicture,
  categoryHref,
  FeaturedProducts,
} from '../../features/catalog';
import { useStoreInfo, NewsletterForm, HOME_DEFAULT_CATEGORIES } from '../../features/content';
import kurtasArt from '../../assets/kurtas.svg';
import { msgid, t } from '../../lib/i18n';

function Collections() {
  const { info } = useStoreInfo();
  const names = (info.hasStoreCategories ? info.categories : [...HOME_DEFAULT_CATEGORIES]).slice(
    0,
    3,
  );
  return (
    <section aria-labelledby="collections-title" className="container-page py-16 md:py-24">
      <div className="mb-10 text-center">
        <p className="eyebrow">{t('Collections')}</p>
        <h2 id="collections-title" className="mt-2 text-3xl text-maroon-800 md:text-4xl">
          {t('Explore Our Categories')}
        </h2>
      </div>
      <ul
        className={`grid gap-4 sm:gap-6 ${names.length >= 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
      >
        {names.map((name) => (
          <li key={name}>
            <Link
              to={categoryHref(name)}
              className="group relative block overflow-hidden rounded-xl bg-maroon-900"
            >
              <CategoryPicture
                name={name}
                picture={info.categoryTiles[name]}
                sizes={CATEGORY_TILE_SIZES}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover opacity-90 transition-transform duration-700 ease-gentle group-hover:scale-105 sm:aspect-[3/4]"
              />
              <span className="absolute inset-x-0 bottom-0 bg-linear-to-t from-maroon-900/90 via-maroon-900/50 to-transparent p-5 pt-16">
                <span className="block font-display text-2xl text-ivory-50">
                  {info.categoryNames[name] ?? t(name)}
                </span>
                <span className="mt-1 inline-block text-sm font-medium tracking-wide text-gold-300 underline-offset-4 group-hover:underline">
                  {t('Shop now')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const SELLING_POINTS = [
  msgid('Premium fabrics with intricate embroidery'),
  msgid('Designed for the modern Indian style'),
  msgid('Available in multiple designs and patterns'),
];

function Promo() {
  return (
    <section aria-labelledby="promo-title" className="container-page py-16 md:py-24">
      <div className="grid items-center gap-10 overflow-hidden rounded-2xl bg-ivory-200 md:grid-cols-2">
        <figure className="relative">
          <img
            src={kurtasArt}
            alt={t('An ivory kurta with maroon embroidery at the neckline')}
            width={600}
            height={800}
            loading="lazy"
            className="aspect-[4/3] h-full w-full object-cover md:aspect-square"
          />
          <figcaption className="absolute inset-x-4 bottom-4 flex flex-col gap-1 rounded-lg bg-ivory-50/95 p-4 shadow-lg sm:inset-x-6 sm:bottom-6">
            <span className="text-sm font-medium text-ink">
              {t('Customer favorite: Classic Embroidered Kurta')}
            </span>
            <span
              className="flex text-gold-500"
              role="img"
              aria-label={t('Rated 5 out of 5 stars')}
            >
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="h-4 w-4 fill-current" aria-hidden="true" />
              ))}
            </span>
          </figcaption>
        </figure>
        <div className="px-6 pb-10 md:px-4 md:py-12 lg:pr-14">
          <p className="eyebrow">{t('Premium Quality')}</p>
          <h2 id="promo-title" className="mt-2 text-3xl text-maroon-800 md:text-4xl">
            {t('Heritage craft, cut for today')}
          </h2>
          <p className="mt-4 text-muted">
            {t(
              'Every piece is finished by artisans in Jaipur, Lucknow and Varanasi, then cut to move with you from the sangeet to the office.',
            )}
          </p>
          <ul className="mt-6 space-y-3">
            {SELLING_POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-maroon-700 text-ivory-50">
                  <Check className="h-3.5 w-3.5" aria-hidden="true" />
                </span>
                <span>{t(point)}</span>
              </li>
            ))}
          </ul>
          <Link to="/products" className={buttonClass('primary', 'lg', 'mt-8')}>
            {t('Shop Now')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Newsletter() {
  return (
    <section
      aria-labelledby="newsletter-title"
      className="bg-maroon-800 py-16 text-center md:py-20"
    >
      <div className="container-page">
        <h2 id="newsletter-title" className="text-3xl text-ivory-50 md:text-4xl">
          {t('Subscribe to Our Newsletter')}
        </h2>
        <p className="mx-auto mb-8 mt-3 max-w-lg text-ivory-200">
          {t('New arrivals, festive edits and early access to sales, straight to your inbox.')}
        </p>
        <NewsletterForm />
      </div>
    </section>
  );
}

/** The home page below the hero; home-page.tsx loads it once the hero has been painted. */
export default function HomeSections() {
  return (
    <>
      <Collections />
      <FeaturedProducts />
      <Promo />
      <Newsletter />
    </>
  );
}
