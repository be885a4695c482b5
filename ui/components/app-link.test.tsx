// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AppLink, routedLinkTarget } from './app-link';

const ORIGIN = 'http://localhost:3000';

/** A click event on the element, as the document listener sees it. */
function clickOn(el: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: el });
  return event;
}

describe('app links', () => {
  it('render a plain link to the path, marked for the app to route', () => {
    const { container } = render(<AppLink to="/nuts/almonds/almonds">Almonds</AppLink>);
    const a = container.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/nuts/almonds/almonds');
    expect(a.hasAttribute('data-app-link')).toBe(true);
  });

  it('route a plain click (also on an element inside the link) to the path with its query and hash', () => {
    const { container } = render(
      <AppLink to="/nuts?page=2#top">
        <span>Nuts</span>
      </AppLink>,
    );
    expect(routedLinkTarget(clickOn(container.querySelector('span')!), ORIGIN)).toBe('/nuts?page=2#top');
  });

  it('leave modified, non-primary and handled clicks, other targets, downloads and other sites to the browser', () => {
    const { container } = render(
      <>
        <AppLink to="/a">a</AppLink>
        <AppLink to="/b" target="_blank">
          b
        </AppLink>
        <AppLink to="/c" download>
          c
        </AppLink>
        <AppLink to="https://example.com/d">d</AppLink>
        <a href="/e">e</a>
      </>,
    );
    const [a, b, c, d, e] = [...container.querySelectorAll('a')];
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(routedLinkTarget(clickOn(a!, init), ORIGIN)).toBeUndefined();
    const handled = clickOn(a!);
    handled.preventDefault();
    expect(routedLinkTarget(handled, ORIGIN)).toBeUndefined();
    for (const el of [b, c, d, e]) expect(routedLinkTarget(clickOn(el!), ORIGIN)).toBeUndefined();
  });
});
