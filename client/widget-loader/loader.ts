/**
 * The embeddable converter's loader (/widget.js, decision 019): defines <crypto-converter>, which
 * frames /widget/converter in a shadow root with a plain-text attribution link under it. Plain
 * DOM and no dependencies beyond the shared contract: it ships as one classic script under 5 KB
 * gzip. Host pages may forbid inline styles (CSP style-src without 'unsafe-inline'), so nothing
 * here writes markup or <style>: elements are created one by one and styled through the CSSOM,
 * which CSP does not govern.
 */
import type { Locale } from '@shared/i18n/locales';
import {
  type FrameToHostMessage,
  type HostToFrameMessage,
  type WidgetOptions,
  WIDGET_ATTRIBUTION,
  WIDGET_ELEMENT,
  WIDGET_FRAME_TITLE,
  WIDGET_IFRAME_HEIGHT,
  WIDGET_MESSAGE,
  WIDGET_SCRIPT_PATH,
  isFrameToHostMessage,
  readWidgetOptions,
  widgetFramePath,
  widgetLocale,
  widgetPairPath,
} from '@shared/widget';

/** The bounds of a height the frame asks for: a broken or hostile frame cannot collapse or flood the host page. */
export const MIN_FRAME_HEIGHT = 120;
export const MAX_FRAME_HEIGHT = 2000;

/**
 * Defines <crypto-converter> on `win` with frames from `origin` (the site serving this script).
 * A second call (the script included twice) changes nothing.
 */
export function defineCryptoConverter(win: Window & typeof globalThis, origin: string): void {
  if (win.customElements.get(WIDGET_ELEMENT)) return;
  const doc = win.document;
  const create = <K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K] => doc.createElement(tag);
  // Connected widgets, to find which one a message came from (by its frame's window).
  const live = new Set<CryptoConverter>();

  /** The frame element, `height` tall, before its src is set. */
  const newFrame = (height: string): HTMLIFrameElement => {
    const frame = create('iframe');
    // color-scheme: normal keeps a dark host page's scheme from reaching the frame element (a
    // mismatch with the framed page makes browsers paint an opaque backdrop behind it).
    Object.assign(frame.style, { display: 'block', width: '100%', border: '0', height, colorScheme: 'normal' });
    // Attributes rather than properties: `loading` and `referrerPolicy` are not reflected everywhere.
    frame.setAttribute('loading', 'lazy');
    // No sandbox: the frame needs scripts and its own origin (its API calls), and sandboxing with
    // both makes browsers warn on the host page while protecting nothing; a cross-origin frame is
    // already kept out of the host page. The copy button inside needs the clipboard.
    frame.setAttribute('allow', 'clipboard-write');
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    return frame;
  };

  class CryptoConverter extends win.HTMLElement {
    // A getter and `declare`d fields, not class fields: lowered to ES2020 those need helpers (bytes).
    static get observedAttributes(): string[] {
      return ['from', 'to', 'amount', 'theme', 'locale', 'compare'];
    }

    declare private frame: HTMLIFrameElement | undefined;
    declare private link: HTMLAnchorElement | undefined;
    declare private options: WidgetOptions | undefined;
    declare private locale: Locale | undefined;
    /** The options the frame's src carries: what a freshly loaded frame shows. */
    declare private loaded: string | undefined;
    /** Whether the frame's page said `ready`, so it can take options by message instead of a reload. */
    declare private ready: boolean | undefined;

    connectedCallback(): void {
      live.add(this);
      if (!this.frame) this.build();
    }

    disconnectedCallback(): void {
      live.delete(this);
      // A frame out of the document loses its page; put back, it loads its src again and says ready.
      this.ready = false;
    }

    attributeChangedCallback(): void {
      // Called in or out of the document. Before the first connect there is nothing to update:
      // build() reads every attribute.
      if (this.frame) this.update();
    }

    /** A message from this widget's frame (its origin and window already checked). */
    receive(message: FrameToHostMessage): void {
      if (message.kind === 'height') {
        this.frame!.style.height = `${Math.ceil(Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, message.height)))}px`;
        return;
      }
      this.ready = true;
      // Options that changed after the frame's src was set (a moved widget's frame loads it again) reach it now.
      if (JSON.stringify(this.options) !== this.loaded) this.post();
    }

    owns(source: MessageEventSource | null): boolean {
      return source !== null && this.frame?.contentWindow === source;
    }

    private build(): void {
      const box = create('div');
      const frame = newFrame(`${WIDGET_IFRAME_HEIGHT}px`);
      const note = create('p');
      const link = create('a');
      box.style.display = 'block';
      Object.assign(note.style, { margin: '4px 0 0', font: '12px/1.5 system-ui, sans-serif', textAlign: 'right' });
      link.style.color = 'inherit';
      link.target = '_blank';
      link.rel = 'noopener';
      this.frame = frame;
      this.link = link;
      // src before the frame enters the document: it loads once, never about:blank first.
      this.update();
      note.append(link);
      box.append(frame, note);
      this.attachShadow({ mode: 'open' }).append(box);
    }

    private update(): void {
      const frame = this.frame!;
      const link = this.link!;
      const options = readWidgetOptions((name) => this.getAttribute(name));
      const locale = widgetLocale(this.getAttribute('locale'), win.navigator.languages);
      const key = JSON.stringify(options);
      if (key === JSON.stringify(this.options) && locale === this.locale) return;
      const reload = locale !== this.locale || !this.ready;
      this.options = options;
      this.locale = locale;
      if (reload) {
        // A page still loading has no listener yet; a new language needs the page rendered again.
        const src = origin + widgetFramePath(options, locale);
        if (frame.isConnected && this.loaded !== undefined) {
          // A new frame, not a new src: navigating the old one would add an entry to the host page's history.
          const next = newFrame(frame.style.height);
          next.src = src;
          frame.replaceWith(next);
          this.frame = next;
        } else {
          frame.src = src;
        }
        this.loaded = key;
        this.ready = false;
      } else {
        this.post();
      }
      this.frame!.title = WIDGET_FRAME_TITLE[locale];
      link.href = origin + widgetPairPath(options, locale);
      link.textContent = WIDGET_ATTRIBUTION[locale];
    }

    private post(): void {
      const message: HostToFrameMessage = { source: WIDGET_MESSAGE, kind: 'options', options: this.options! };
      this.frame!.contentWindow?.postMessage(message, origin);
    }
  }

  // One listener for every widget on the page.
  win.addEventListener('message', (event) => {
    if (event.origin !== origin || !isFrameToHostMessage(event.data)) return;
    for (const widget of live) if (widget.owns(event.source)) return widget.receive(event.data);
  });
  win.customElements.define(WIDGET_ELEMENT, CryptoConverter);
}

/**
 * The origin serving this script, from its own <script src>: the script being run, else (run
 * late, e.g. by a tag manager) the last script on the page with /widget.js at the end of its src.
 */
export function scriptOrigin(doc: Document): string | null {
  // An SVG <script> has no `src`; a module or injected script may leave currentScript null.
  const current = doc.currentScript as HTMLScriptElement | null;
  const scripts = doc.querySelectorAll<HTMLScriptElement>(`script[src$="${WIDGET_SCRIPT_PATH}"]`);
  const src = current?.src || scripts[scripts.length - 1]?.src;
  if (!src) return null;
  try {
    const { origin } = new URL(src);
    // file: and other opaque origins cannot be a frame's origin to check messages against.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
