import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider, useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { completeCatalog, notePartialCatalog } from './complete-catalog';
import { createI18n, recordMessageIds } from './i18n';

const FULL = { greeting: compileMessage('Hallo'), farewell: compileMessage('Tschüss, {name}') };
vi.mock('./load-messages', () => ({ loadMessages: async () => FULL }));

describe("a page's catalog", () => {
  it('the server notes every message its render asks for, through `_` and `t` alike', () => {
    const i18n = createI18n('de', FULL);
    const used = recordMessageIds(i18n);
    expect(i18n._('greeting')).toBe('Hallo');
    expect(i18n.t({ id: 'farewell', values: { name: 'Ana' } })).toBe('Tschüss, Ana');
    expect([...used]).toEqual(['greeting', 'farewell']);
  });

  it('the browser completes a partial catalog without re-rendering what is on the page', async () => {
    const i18n = createI18n('de', { greeting: FULL.greeting });
    let renders = 0;
    function Greeting() {
      const { i18n: current } = useLingui();
      renders += 1;
      return <p>{current._('greeting')}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Hallo')).toBeTruthy();
    const before = renders;

    notePartialCatalog(i18n, 'de');
    await act(() => completeCatalog());
    expect(i18n._({ id: 'farewell', values: { name: 'Ana' } })).toBe('Tschüss, Ana');
    // No context change: a part still showing the server's HTML would otherwise lose it.
    expect(renders).toBe(before);
  });
});
