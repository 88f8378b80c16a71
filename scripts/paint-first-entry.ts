import type { Plugin } from 'vite';
import { FIRST_INTERACTION_EVENTS, INTERACTED_ATTRIBUTE } from '../client/src/lib/on-first-interaction';

/**
 * The built template's app scripts, asked for only after the page's first paint (docs/decisions/007
 * addendum). Pages arrive server-rendered, so the first paint needs the HTML alone; a module script
 * and its modulepreloads in the head start downloading the framework alongside the document and, on a
 * slow line, hold the first paint back (Lighthouse's mobile run: first paint 1.9 s with them, 0.8 s
 * without). An inline loader (its hash is in the CSP, as the theme script's) adds them once the
 * document is parsed and a frame has been drawn. Meanwhile it notes the visitor's first sign of
 * use on <html>, so code that waits for one (onFirstInteraction) does not miss a pointer or key
 * that came before it had loaded.
 */
export function paintFirstEntry(html: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('paintFirstEntry: no module entry script in the built template');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let out = html.replace(entry[0], '');
  for (const preload of preloads) out = out.replace(preload[0], '');
  const urls = JSON.stringify(preloads.map((p) => p[1]));
  const events = JSON.stringify(FIRST_INTERACTION_EVENTS);
  const noteUse =
    `(function(){var e=${events},f=function(){document.documentElement.setAttribute('${INTERACTED_ATTRIBUTE}','');` +
    'e.forEach(function(n){removeEventListener(n,f,true)})};e.forEach(function(n){addEventListener(n,f,{capture:true,passive:true})})})();';
  const loader =
    `<script>${noteUse}addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(function(){` +
    `var h=document.head;${urls}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};h.appendChild(s)` +
    '})})})</script>';
  return out.replace('</head>', `  ${loader}\n  </head>`);
}

/** The client build's template, rewritten by paintFirstEntry. */
export function paintFirstPlugin(): Plugin {
  return {
    name: 'paint-first-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: paintFirstEntry },
  };
}
