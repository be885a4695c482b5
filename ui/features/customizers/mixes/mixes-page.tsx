import type { ProductPageProps } from '../../../../ports/storefront-backend';

/** Props of the page: the resolved product's props on a resolved customizer page, none on a fixed route. */
export interface MixesPageProps {
  readonly props?: ProductPageProps;
}

/**
 * The Custom Trail Mix pages (catalogue-gifting §2, §4): loaded on demand (ui/app/pages.ts), rendered on the server
 * with the
 * page state's `customizer` data.
 */
export default function MixesPage(_: MixesPageProps) {
  return (
    <main className="customizer-page">
      <h1>Custom Trail Mix</h1>
    </main>
  );
}
