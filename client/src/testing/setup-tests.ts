import '@testing-library/jest-dom/vitest';

// jsdom lays nothing out, so it has no scrollIntoView; the currency list calls it to keep the
// active option in view. A no-op stands in, as for any layout the tests cannot see.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
