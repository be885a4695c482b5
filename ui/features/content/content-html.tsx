import type { ElementType, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useStores } from '../../app/stores-context';
import { seedSanitized, useSanitizedHtml } from '../../features/product/sanitizer';
import { contentClickTarget, isRenderableHref } from './content-links';

/** The page states' sanitised HTML already taken over (seedSanitized), so each is seeded once. */
const seededStates = new WeakSet<object>();

/**
 * Takes over the HTML the server sanitised for the page it rendered (PageState.sanitized, kept by the root store), so
 * content hydrates with the server's markup before DOMPurify loads.
 */
function seedOnce(sanitized: Readonly<Record<string, string>> | undefined): void {
  if (!sanitized || seededStates.has(sanitized)) return;
  seededStates.add(sanitized);
  seedSanitized(sanitized);
}

/**
 * Rich text of page content (spec: shell-account §2 Page content blocks), sanitised through the store's HTML
 * sanitiser (ui/features/product/sanitizer.ts: the server's DOMPurify while rendering, the page state's seeded form
 * at hydration, else DOMPurify once loaded): scripts, event handlers and javascript: links never reach the DOM, and
 * nothing is shown until the sanitised form is there (never the raw HTML).
 */
export function RichText({
  html,
  className,
  as: Tag = 'div',
}: {
  readonly html: string;
  readonly className?: string;
  readonly as?: ElementType;
}) {
  seedOnce(useStores().initialContent.sanitized);
  const clean = useSanitizedHtml(html);
  return (
    <Tag
      className={`rich-text content-rich-text${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}

/**
 * A link placed by a block's options (a button, a banner, a card): a plain `<a href>`, routed client-side by the
 * ContentRoot around it when `contentRouteOf` says so; a javascript: address is never rendered (its text is).
 */
export function ContentLink({
  url,
  className,
  children,
  ...rest
}: {
  readonly url: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'aria-label'?: string;
}) {
  if (!isRenderableHref(url)) return <span className={className}>{children}</span>;
  return (
    <a href={url} className={className} {...rest}>
      {children}
    </a>
  );
}

/**
 * The element around rendered content: it routes clicks on links inside the content, whether from rich text or
 * from blocks (shell-account §2 "Links inside page content are routed client-side except campaign-landing, mailto,
 * tel and javascript links"), through react-router; other links are the browser's.
 */
export function ContentRoot({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    // The listener only routes clicks of the links inside, which are keyboard-operable themselves.
    <div
      className={`content-root${className ? ` ${className}` : ''}`}
      onClick={(event) => {
        const path = contentClickTarget(event.nativeEvent, window.location.origin);
        if (path === undefined) return;
        event.preventDefault();
        void navigate(path);
      }}
    >
      {children}
    </div>
  );
}
