export const lazy = 'a lazy page';
