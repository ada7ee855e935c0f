import type { StorePicture } from '@store/contract';
import { Link } from '../../../components/ui/link';
import { nameIn } from '../../../lib/i18n';
import { categoryHref } from '../category';
import { CATEGORY_TILE_SIZES, CategoryPicture } from './category-picture';

/**
 * docs/product/storefront.md section 2: 'Select a Category' with up to 3 tiles, in the owner's
 * order, each with the owner's tile picture or the drawn art.
 */
export function CategoryTiles({
  categories,
  tiles = {},
  names,
}: {
  categories: string[];
  tiles?: Record<string, StorePicture>;
  /** The categories' Hindi names (Hindi pages only). */
  names?: Readonly<Record<string, string>>;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-3 sm:gap-6">
      {categories.slice(0, 3).map((name) => (
        <li key={name}>
          <Link
            to={categoryHref(name)}
            className="group block overflow-hidden rounded-xl border border-line bg-ivory-50 transition-shadow hover:shadow-xl hover:shadow-maroon-900/10"
          >
            <div className="overflow-hidden">
              <CategoryPicture
                name={name}
                picture={tiles[name]}
                sizes={CATEGORY_TILE_SIZES}
                className="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-gentle group-hover:scale-105 sm:aspect-[3/4]"
              />
            </div>
            <div className="flex items-center justify-between p-5">
              <span className="font-display text-xl text-maroon-800">{nameIn(names, name)}</span>
              <span
                aria-hidden="true"
                className="text-gold-700 transition-transform group-hover:translate-x-1"
              >
                →
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
