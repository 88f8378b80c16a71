import type { Plugin, Rollup } from 'vite';
import { PAGE_CHUNKS_ID } from '../shared/page-chunks';

/** Each page module's name (client/src/pages/<name>.tsx) and the files its chunk needs beyond the entry's. */
export type PageChunks = Record<string, string[]>;
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
export function paintFirstEntry(html: string, pageChunks: PageChunks = {}): string {
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
    `var h=document.head,p=document.getElementById('${PAGE_CHUNKS_ID}');${urls}.concat(p?JSON.parse(p.textContent):[]).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};h.appendChild(s)` +
    '})})})</script>';
  // Every page's files, as data: the server keeps only the rendered page's (server/pages/page-renderer.ts).
  const chunks = `<script id="${PAGE_CHUNKS_ID}" type="application/json">${JSON.stringify(pageChunks)}</script>`;
  return out.replace('</head>', `  ${chunks}\n  ${loader}\n  </head>`);
}

/**
 * The page chunks of a client build: for each chunk made from a page module, its file and the
 * files it imports (all the way down) that the entry does not already bring. The server keeps the
 * rendered page's list in the page (shared/page-chunks.ts), and the loader asks for those files
 * with the app's own: the page's code arrives with the framework instead of after it.
 */
export function pageChunksOf(bundle: Rollup.OutputBundle): PageChunks {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const initial = entry ? closure(entry.fileName) : new Set<string>();
  const pages: PageChunks = {};
  for (const chunk of chunks) {
    const page = /[\\/]client[\\/]src[\\/]pages[\\/]([a-z0-9-]+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!page || !chunk.isDynamicEntry) continue;
    pages[page] = [...closure(chunk.fileName)].filter((file) => !initial.has(file)).map((file) => `/${file}`);
  }
  return pages;
}

/** The client build's template, rewritten by paintFirstEntry. */
export function paintFirstPlugin(): Plugin {
  return {
    name: 'paint-first-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => paintFirstEntry(html, context.bundle ? pageChunksOf(context.bundle) : {}),
    },
  };
}
