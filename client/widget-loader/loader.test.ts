// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WIDGET_ELEMENT, WIDGET_MESSAGE } from '@shared/widget';
import { defineCryptoConverter, scriptOrigin } from './loader';

const ORIGIN = 'https://cryptocalc.example';

// A custom element is defined once per window: every test shares this definition.
beforeAll(() => defineCryptoConverter(window, ORIGIN));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement(WIDGET_ELEMENT);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot!;
  const frame = root.querySelector('iframe')!;
  const link = root.querySelector('a')!;
  // jsdom gives no window to a frame inside a shadow root (a browser does): lend it the window of
  // a frame in the light DOM, so each widget's frame has its own window to message and be told apart by.
  const stand = document.createElement('iframe');
  document.body.append(stand);
  Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => stand.contentWindow });
  return { element, root, frame, link };
}

/** What the framed page would send: from the site's origin and the frame's own window unless told. */
function send(frame: HTMLIFrameElement, data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: init.origin ?? ORIGIN,
      source: init.source === undefined ? frame.contentWindow : init.source,
    }),
  );
}

function spyOnPost(frame: HTMLIFrameElement) {
  return vi.spyOn(frame.contentWindow!, 'postMessage');
}

const path = (url: string) => url.slice(ORIGIN.length);

/** The widget's frame now: a reload puts a new frame element in the old one's place. */
const shown = (root: ShadowRoot) => root.querySelector('iframe')!;

describe('<crypto-converter>', () => {
  it('passes the compare attribute to its frame, and sends it when the attribute comes later', () => {
    const { frame: compared } = mount({ from: 'eth', compare: '' });
    expect(path(compared.src)).toBe('/widget/converter?from=eth&to=usd&amount=1&theme=auto&compare=1');
    const { element, frame } = mount({ from: 'btc' });
    send(frame, { source: WIDGET_MESSAGE, kind: 'ready' });
    const post = spyOnPost(frame);
    element.setAttribute('compare', '');
    expect(post).toHaveBeenCalledWith(
      { source: WIDGET_MESSAGE, kind: 'options', options: { from: 'btc', to: 'usd', amount: '1', theme: 'auto', compare: true } },
      ORIGIN,
    );
  });

  it('frames the converter for its attributes, with a plain attribution link in its language', () => {
    const { element, root, frame, link } = mount({ from: 'ETH', to: 'eur', amount: '2', locale: 'de' });

    expect(root.mode).toBe('open');
    expect(frame.src).toBe(`${ORIGIN}/de/widget/converter?from=eth&to=eur&amount=2&theme=auto`);
    expect(frame.title).toBe('Krypto-Umrechner');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(frame.getAttribute('allow')).toBe('clipboard-write');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.style.display).toBe('block');
    expect(frame.style.width).toBe('100%');
    expect(frame.style.height).toBe('360px');
    expect(frame.style.borderStyle === 'none' || /^0(px)?$/.test(frame.style.borderWidth)).toBe(true);

    expect(link.href).toBe(`${ORIGIN}/de/eth-to-eur`);
    expect(link.textContent).toBe('Kurse von CryptoCalc');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    // The host element itself is left as the author wrote it.
    expect(element.hasAttribute('style')).toBe(false);
  });

  it('builds its shadow tree element by element: a wrapper with the frame and one text link, no <style>', () => {
    const innerHTML = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    const shadowHTML = vi.spyOn(ShadowRoot.prototype, 'innerHTML', 'set');
    const adjacentHTML = vi.spyOn(Element.prototype, 'insertAdjacentHTML');
    const { root } = mount({ theme: 'dark' });

    const shape = (node: Node): unknown =>
      node.nodeType === Node.TEXT_NODE ? '#text' : [(node as Element).tagName.toLowerCase(), ...Array.from(node.childNodes, shape)];
    expect(Array.from(root.childNodes, shape)).toEqual([['div', ['iframe'], ['p', ['a', '#text']]]]);
    expect(root.querySelectorAll('style, link, img, script')).toHaveLength(0);
    expect(root.textContent).toBe('Rates by CryptoCalc');
    // Markup parsing is what a strict style-src CSP checks; the loader never parses any.
    expect(innerHTML).not.toHaveBeenCalled();
    expect(shadowHTML).not.toHaveBeenCalled();
    expect(adjacentHTML).not.toHaveBeenCalled();

    const wrapper = root.firstElementChild as HTMLElement;
    const note = root.querySelector('p')!;
    expect(wrapper.style.display).toBe('block');
    expect(note.style.textAlign).toBe('right');
    expect(note.style.margin).toMatch(/^4px 0(px)? 0(px)?$/);
    expect(root.querySelector('a')!.style.color).toBe('inherit');
  });

  it('follows the visitor’s languages for locale="auto" (or none) and falls back to English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en-US']);
    const auto = mount({ locale: 'auto', from: 'sol', to: 'jpy' });
    expect(path(auto.frame.src)).toBe('/fr/widget/converter?from=sol&to=jpy&amount=1&theme=auto');
    expect(auto.frame.title).toBe('Convertisseur de cryptomonnaies');
    expect(auto.link.textContent).toBe('Cours fournis par CryptoCalc');
    expect(path(auto.link.href)).toBe('/fr/sol-to-jpy');

    expect(path(mount().frame.src)).toBe('/fr/widget/converter?from=btc&to=usd&amount=1&theme=auto');
    expect(path(mount({ locale: 'pt' }).frame.src)).toMatch(/^\/pt-br\/widget\/converter\?/);

    const unknown = mount({ locale: 'xx-YY' });
    expect(path(unknown.frame.src)).toBe('/widget/converter?from=btc&to=usd&amount=1&theme=auto');
    expect(unknown.frame.title).toBe('Crypto converter');
    expect(unknown.link.textContent).toBe('Rates by CryptoCalc');
    expect(path(unknown.link.href)).toBe('/btc-to-usd');

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['xx']);
    expect(path(mount({ locale: 'auto' }).frame.src)).toMatch(/^\/widget\/converter\?/);
  });

  it('falls back to the defaults for invalid attributes instead of throwing', () => {
    const { frame, link } = mount({ from: '<script>', to: '', amount: '-5', theme: 'neon', locale: '' });
    expect(path(frame.src)).toBe('/widget/converter?from=btc&to=usd&amount=1&theme=auto');
    expect(path(link.href)).toBe('/btc-to-usd');

    const other = mount({ from: 'doge', to: 'a b', amount: '1e3', theme: 'LIGHT' });
    expect(path(other.frame.src)).toBe('/widget/converter?from=doge&to=usd&amount=1&theme=light');
  });

  it('reloads the frame for an attribute change while it is loading', () => {
    const { element, root, frame, link } = mount({ from: 'btc', to: 'usd' });
    const post = spyOnPost(frame);
    element.setAttribute('to', 'GBP');
    expect(path(shown(root).src)).toBe('/widget/converter?from=btc&to=gbp&amount=1&theme=auto');
    expect(path(link.href)).toBe('/btc-to-gbp');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends new options to a ready frame without reloading it', () => {
    const { element, frame, link } = mount({ from: 'btc', to: 'usd' });
    const src = frame.src;
    const post = spyOnPost(frame);
    send(frame, { source: WIDGET_MESSAGE, kind: 'ready' });
    expect(post).not.toHaveBeenCalled();

    element.setAttribute('amount', '0.5');
    expect(frame.src).toBe(src);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      { source: WIDGET_MESSAGE, kind: 'options', options: { from: 'btc', to: 'usd', amount: '0.5', theme: 'auto', compare: false } },
      ORIGIN,
    );

    element.setAttribute('from', 'xmr');
    expect(post).toHaveBeenLastCalledWith(
      { source: WIDGET_MESSAGE, kind: 'options', options: { from: 'xmr', to: 'usd', amount: '0.5', theme: 'auto', compare: false } },
      ORIGIN,
    );
    expect(path(link.href)).toBe('/xmr-to-usd');
    expect(frame.src).toBe(src);
  });

  it('does nothing when the effective options do not change', () => {
    const { element, frame } = mount({ from: 'btc', locale: 'de' });
    const post = spyOnPost(frame);
    send(frame, { source: WIDGET_MESSAGE, kind: 'ready' });
    element.setAttribute('from', ' BTC ');
    element.setAttribute('theme', 'bogus');
    element.setAttribute('locale', 'de-AT');
    expect(post).not.toHaveBeenCalled();
  });

  it('reloads a ready frame for a new locale in a new frame element, so the host page’s history gains no entry', () => {
    const { element, root, frame, link } = mount({ from: 'eth', to: 'usd', locale: 'en' });
    const post = spyOnPost(frame);
    send(frame, { source: WIDGET_MESSAGE, kind: 'ready' });
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 420 });

    element.setAttribute('locale', 'ja');
    const frames = root.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const reloaded = frames[0]!;
    expect(reloaded).not.toBe(frame); // a new src on the old frame would be a history entry of the host page
    expect(frame.isConnected).toBe(false);
    expect(path(reloaded.src)).toBe('/ja/widget/converter?from=eth&to=usd&amount=1&theme=auto');
    expect(reloaded.title).toBe('暗号資産コンバーター');
    expect(reloaded.style.height).toBe('420px'); // no jump while the new page loads
    expect(reloaded.getAttribute('allow')).toBe('clipboard-write');
    expect(link.textContent).toBe('レート提供: CryptoCalc');
    expect(path(link.href)).toBe('/ja/eth-to-usd');
    expect(post).not.toHaveBeenCalled();

    // The reloaded frame is not ready yet: the next change reloads it too.
    element.setAttribute('amount', '3');
    expect(path(shown(root).src)).toBe('/ja/widget/converter?from=eth&to=usd&amount=3&theme=auto');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a reloaded frame the options it missed when it says ready', () => {
    const { element, frame } = mount({ from: 'btc' });
    send(frame, { source: WIDGET_MESSAGE, kind: 'ready' });
    element.setAttribute('from', 'ltc');
    const src = frame.src;

    // Moved in the document: the frame loads its src (from=btc) again.
    element.remove();
    document.body.append(element);
    expect(frame.src).toBe(src);
    const post = spyOnPost(frame);
    send(frame, { source: WIDGET_MESSAGE, kind: 'ready' });
    expect(post).toHaveBeenCalledWith(
      { source: WIDGET_MESSAGE, kind: 'options', options: { from: 'ltc', to: 'usd', amount: '1', theme: 'auto', compare: false } },
      ORIGIN,
    );
  });

  it('takes attribute changes made while out of the document, and no messages', () => {
    const { element, frame } = mount({ from: 'btc' });
    send(frame, { source: WIDGET_MESSAGE, kind: 'ready' });
    element.remove();
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 800 });
    expect(frame.style.height).toBe('360px');
    element.setAttribute('from', 'ada');
    document.body.append(element);
    expect(path(frame.src)).toBe('/widget/converter?from=ada&to=usd&amount=1&theme=auto');
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 800 });
    expect(frame.style.height).toBe('800px');
  });

  it('sizes the frame to the height it reports, within bounds', () => {
    const { frame } = mount();
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 480.2 });
    expect(frame.style.height).toBe('481px');
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 12 });
    expect(frame.style.height).toBe('120px');
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 1e9 });
    expect(frame.style.height).toBe('2000px');
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 600 });
    expect(frame.style.height).toBe('600px');

    // Not the protocol: ignored.
    for (const data of [
      { source: WIDGET_MESSAGE, kind: 'height', height: -1 },
      { source: WIDGET_MESSAGE, kind: 'height', height: '900' },
      { kind: 'height', height: 900 },
      'height',
      null,
    ]) {
      send(frame, data);
    }
    expect(frame.style.height).toBe('600px');
  });

  it('ignores messages from another origin or another window', () => {
    const { element, root, frame } = mount();
    const post = spyOnPost(frame);
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 700 }, { origin: 'https://evil.example' });
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 700 }, { source: window });
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 700 }, { source: null });
    expect(frame.style.height).toBe('360px');

    // A `ready` from elsewhere does not make the frame take options by message.
    send(frame, { source: WIDGET_MESSAGE, kind: 'ready' }, { origin: 'https://evil.example' });
    send(frame, { source: WIDGET_MESSAGE, kind: 'ready' }, { source: window });
    element.setAttribute('from', 'eth');
    expect(post).not.toHaveBeenCalled();
    expect(path(shown(root).src)).toBe('/widget/converter?from=eth&to=usd&amount=1&theme=auto');
  });

  it('keeps any number of widgets apart', () => {
    const first = mount({ from: 'btc', to: 'usd' });
    const second = mount({ from: 'eth', to: 'eur', amount: '2', theme: 'dark', locale: 'de' });
    expect(first.frame.contentWindow).not.toBe(second.frame.contentWindow);
    const postFirst = spyOnPost(first.frame);
    const postSecond = spyOnPost(second.frame);

    send(second.frame, { source: WIDGET_MESSAGE, kind: 'height', height: 500 });
    expect(second.frame.style.height).toBe('500px');
    expect(first.frame.style.height).toBe('360px');

    // Only the first says ready: it takes options by message, the second reloads.
    send(first.frame, { source: WIDGET_MESSAGE, kind: 'ready' });
    first.element.setAttribute('amount', '7');
    second.element.setAttribute('amount', '7');
    expect(postFirst).toHaveBeenCalledTimes(1);
    expect(postSecond).not.toHaveBeenCalled();
    expect(path(first.frame.src)).toBe('/widget/converter?from=btc&to=usd&amount=1&theme=auto');
    expect(path(shown(second.root).src)).toBe('/de/widget/converter?from=eth&to=eur&amount=7&theme=dark');

    // A message from the first frame never moves the second.
    send(first.frame, { source: WIDGET_MESSAGE, kind: 'height', height: 900 });
    expect(first.frame.style.height).toBe('900px');
    expect(shown(second.root).style.height).toBe('500px');
  });

  it('ignores a second definition (the script included twice)', () => {
    const defined = customElements.get(WIDGET_ELEMENT);
    expect(defined).toBeDefined();
    const listen = vi.spyOn(window, 'addEventListener');
    expect(() => defineCryptoConverter(window, 'https://other.example')).not.toThrow();
    expect(customElements.get(WIDGET_ELEMENT)).toBe(defined);
    expect(listen).not.toHaveBeenCalled();

    // Widgets still frame the first origin, and one message is handled once.
    const { frame } = mount();
    expect(frame.src.startsWith(`${ORIGIN}/`)).toBe(true);
    send(frame, { source: WIDGET_MESSAGE, kind: 'height', height: 400 });
    expect(frame.style.height).toBe('400px');
  });
});

describe('scriptOrigin', () => {
  function page(scripts: string[], current?: string | null) {
    const doc = document.implementation.createHTMLDocument('host');
    for (const src of scripts) {
      const script = doc.createElement('script');
      script.src = src;
      doc.body.append(script);
    }
    if (current !== undefined) {
      const script = doc.createElement('script');
      if (current !== null) script.src = current;
      Object.defineProperty(doc, 'currentScript', { value: script });
    }
    return doc;
  }

  it('reads the running script’s own origin', () => {
    expect(scriptOrigin(page(['https://a.example/widget.js'], 'https://cryptocalc.example:8443/widget.js'))).toBe(
      'https://cryptocalc.example:8443',
    );
  });

  it('falls back to the last /widget.js script on the page', () => {
    expect(scriptOrigin(page(['https://a.example/widget.js', 'https://b.example/widget.js', 'https://c.example/app.js']))).toBe(
      'https://b.example',
    );
    // An inline script running (no src) is no help either.
    expect(scriptOrigin(page(['https://b.example/widget.js'], null))).toBe('https://b.example');
  });

  it('is null when it cannot tell', () => {
    expect(scriptOrigin(page([]))).toBeNull();
    expect(scriptOrigin(page(['https://c.example/app.js']))).toBeNull();
    expect(scriptOrigin(page(['file:///tmp/widget.js']))).toBeNull();
  });
});
