import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

/** The page's one h1 with an optional eyebrow and lead paragraph. */
export function PageTitle({
  eyebrow,
  title,
  lead,
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
}) {
  return (
    <header className="mb-8 md:mb-10">
      {typeof title === 'string' && <DocumentTitle title={title} />}
      {eyebrow && <p className="eyebrow mb-2">{eyebrow}</p>}
      <h1 id={id} className="text-3xl text-maroon-800 md:text-4xl">
        {title}
      </h1>
      {lead && <p className="mt-3 max-w-2xl text-muted">{lead}</p>}
    </header>
  );
}
