import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSiteOrigin } from './use-site-origin';

function Origin() {
  return <span data-testid="origin">{useSiteOrigin() || 'none'}</span>;
}

describe('useSiteOrigin', () => {
  it('is empty on the server', () => {
    expect(renderToString(<Origin />)).toContain('none');
  });

  it('is the page origin in the browser', () => {
    render(<Origin />);
    expect(screen.getByTestId('origin')).toHaveTextContent(window.location.origin);
  });
});
