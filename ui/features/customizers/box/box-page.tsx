import type { ProductPageProps } from '../../../../ports/storefront-backend';

/** Props of the page: the resolved product's props on a resolved customizer page, none on a fixed route. */
export interface BoxPageProps {
  readonly props?: ProductPageProps;
}

/**
 * The Build your own box pages (catalogue-gifting §2, §4): loaded on demand (ui/app/pages.ts), rendered on the server
 * with the
 * page state's `customizer` data.
 */
export default function BoxPage(_: BoxPageProps) {
  return (
    <main className="customizer-page">
      <h1>Build your own box</h1>
    </main>
  );
}
