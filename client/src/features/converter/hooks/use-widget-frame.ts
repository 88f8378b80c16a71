import {
  isHostToFrameMessage,
  readWidgetOptions,
  WIDGET_MESSAGE,
  type FrameToHostMessage,
  type WidgetOptions,
  type WidgetTheme,
} from '@shared/widget';
import { useEffect, useState } from 'react';

/** Applies a widget theme to the frame's page; `auto` follows the visitor's system setting, also when it changes. */
export function useWidgetTheme(theme: WidgetTheme): void {
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'auto' && media.matches);
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    };
    apply();
    if (theme !== 'auto') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
}

function tell(message: FrameToHostMessage): void {
  // Any site may frame the widget, so the host's origin is unknown: the messages say nothing private.
  if (window.parent !== window) window.parent.postMessage(message, '*');
}

/**
 * The framed widget's side of the loader's protocol (shared/widget.ts): says it is ready, keeps
 * the host told of its height, and takes new options when the host's attributes change. Only
 * the parent window is listened to, and what it sends is read as untrusted input.
 */
export function useWidgetFrame(initial: WidgetOptions): WidgetOptions {
  const [options, setOptions] = useState(initial);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || !isHostToFrameMessage(event.data)) return;
      const sent = event.data.options as Partial<Record<keyof WidgetOptions, unknown>>;
      // `compare` travels as a boolean: true reads as the attribute present, anything else as absent.
      setOptions(readWidgetOptions((name) => (typeof sent[name] === 'string' ? sent[name] : sent[name] === true ? '' : undefined)));
    };
    window.addEventListener('message', onMessage);
    let last = -1;
    const report = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      tell({ source: WIDGET_MESSAGE, kind: 'height', height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    tell({ source: WIDGET_MESSAGE, kind: 'ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      observer.disconnect();
    };
  }, []);
  return options;
}
